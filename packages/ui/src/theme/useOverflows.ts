import { useLayoutEffect, useRef, useState } from 'react';

/**
 * True while the element's content is taller or wider than the element (it scrolls). Measured in the commit that
 * draws it (a layout effect): a passive effect ran a frame later in React's production build, and the frame
 * between showed a scrolling region that the keyboard could not reach (axe's scrollable-region-focusable).
 */
export function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () =>
      setOverflows(
        element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  });
  return [ref, overflows] as const;
}
