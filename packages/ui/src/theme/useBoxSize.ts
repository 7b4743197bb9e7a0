import { useCallback, useLayoutEffect, useState } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The element's content size, measured in the commit that draws it (a layout effect: what is drawn to that size comes
 * in the same frame, the page being laid out already there) and kept up to date by a ResizeObserver; 0 × 0 until
 * measured. A callback ref: the element may mount after the component (a tile that was loading).
 */
export function useBoxSize<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState<BoxSize>({ width: 0, height: 0 });
  const ref = useCallback((node: T | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const take = ({ width, height }: BoxSize) =>
      setSize((last) => (last.width === width && last.height === height ? last : { width, height }));
    // The box's own size, as ResizeObserver gives it: not scaled by a transform around it (a modal that opens).
    const style = getComputedStyle(element);
    take({ width: Number.parseFloat(style.width), height: Number.parseFloat(style.height) });
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) take(entry.contentRect);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, size] as const;
}
