import { useEffect, useRef, useState } from 'react';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up (or down) to `target` over `durationMs`, from where it last stood (0 at first).
 * With `disabled` it is simply `target`.
 */
export function useCountUp(target: number, durationMs: number, disabled: boolean): number {
  const [shown, setShown] = useState(disabled ? target : 0);
  const from = useRef(disabled ? target : 0);
  useEffect(() => {
    if (disabled) {
      from.current = target;
      setShown(target);
      return undefined;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (time: number) => {
      const progress = Math.min(1, (time - start) / durationMs);
      const value = Math.round(origin + (target - origin) * easeOutCubic(progress));
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, disabled]);
  return shown;
}
