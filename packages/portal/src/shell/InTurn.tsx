import { Children, type ReactNode, useEffect, useState } from 'react';

// A phone's CPU takes a long moment to draw a whole screen at once, and a tap in that moment waits for all of it
// (Lighthouse's Total Blocking Time). Drawn part by part, each in a task of its own, the page answers between
// the parts. The parts only ever come in below what is drawn, or in their own place, so nothing moves under the
// reader.

/** Draws its children one after another, top first, each in a task of its own. */
export function InTurn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= parts.length) return;
    const next = setTimeout(() => setDrawn(drawn + 1));
    return () => clearTimeout(next);
  }, [drawn, parts.length]);
  return <>{parts.slice(0, drawn)}</>;
}

/** Draws its children in the task after the one that draws what is around them. */
export function Later({ children }: { children: ReactNode }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const next = setTimeout(() => setDue(true));
    return () => clearTimeout(next);
  }, []);
  return due ? children : null;
}
