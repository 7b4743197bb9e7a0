// While a pointer is pressed, judging the field the press has just left waits until the press is over and
// its click has run. A message appearing on blur moves what is below it: 保存 at the foot of a long form
// slid down under the pointer between mousedown and mouseup, the click landed beside the button, and the
// form was neither sent nor judged (the errors stayed out of sight, the focus on the button).

let pressed = false;
let waiting: (() => void)[] = [];
let installed = false;

function release() {
  // A macrotask later: the click that follows pointerup has run (and a submit with it).
  setTimeout(() => {
    pressed = false;
    const run = waiting;
    waiting = [];
    for (const task of run) task();
  }, 0);
}

/** Follows the pointer's presses on this page (once; forms call it as they mount). */
export function followPresses() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `task` now, or when the pointer pressed at the moment is released and its click has run. */
export function afterPress(task: () => void) {
  if (pressed) waiting.push(task);
  else task();
}
