/**
 * The runs of a line that can be drawn: consecutive values that are there, split where one is missing (a day
 * the store is closed, a day still to come). A closed day is a gap in the line, never a dive to 0 (issue 28).
 */
export function drawableRuns<T>(points: readonly T[], value: (point: T) => number | null): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  for (const point of points) {
    if (value(point) === null) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else {
      run.push(point);
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
