import { useLayoutEffect, useRef, useState } from 'react';

/**
 * True while the element's content is taller or wider than the element (it scrolls). Measured in the commit that
 * draws it (a layout effect): a passive effect ran a frame later in React's production build, and the frame
 * between showed a scrolling region that the keyboard could not reach (axe's scrollable-region-focusable).
 *
 * Reading the scroll size makes the browser lay the page out there and then. It is read again only when something
 * may have changed it: a commit of the owner that changed the DOM inside the element (a MutationObserver's records,
 * taken in the commit), the element or one of its children resized (a ResizeObserver), or the DOM inside it changed
 * outside the owner's commits (the MutationObserver's own callback). Before, every commit of the owner read it and
 * made a new ResizeObserver: a table that re-rendered on a hover or a refetch laid the page out each time.
 */
export function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  const watch = useRef<OverflowWatch | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (watch.current?.element === element) {
      watch.current.committed();
      return;
    }
    watch.current?.stop();
    watch.current =
      element && typeof ResizeObserver !== 'undefined' ? watchOverflow(element, setOverflows) : null;
  });
  useLayoutEffect(
    () => () => {
      watch.current?.stop();
      watch.current = null;
    },
    [],
  );
  return [ref, overflows] as const;
}

interface OverflowWatch {
  element: HTMLElement;
  /** After a commit of the owner: measures again when the DOM inside changed. */
  committed(): void;
  stop(): void;
}

function watchOverflow(element: HTMLElement, report: (overflows: boolean) => void): OverflowWatch {
  const measure = () =>
    report(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
  const sizes = new ResizeObserver(measure);
  sizes.observe(element);
  const children = new Set<Element>();
  const observeChildren = () => {
    const now = new Set(Array.from(element.children));
    for (const child of children) {
      if (!now.has(child)) {
        sizes.unobserve(child);
        children.delete(child);
      }
    }
    for (const child of now) {
      if (!children.has(child)) {
        sizes.observe(child);
        children.add(child);
      }
    }
  };
  const changed = () => {
    observeChildren();
    measure();
  };
  const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(changed);
  mutations?.observe(element, { childList: true, subtree: true, characterData: true });
  changed();
  return {
    element,
    committed() {
      // Without a MutationObserver (an old engine), every commit measures, as before.
      if (mutations && mutations.takeRecords().length === 0) return;
      changed();
    },
    stop() {
      sizes.disconnect();
      mutations?.disconnect();
    },
  };
}
