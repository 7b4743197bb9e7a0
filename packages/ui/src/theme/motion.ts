import { useEffect, useState } from 'react';

/**
 * True when motion should be left out: the user asks for reduced motion, or a test browser drives the page
 * (`navigator.webdriver`), where animations would only make screenshots unstable.
 */
export function prefersNoMotion(): boolean {
  if (typeof window === 'undefined') return true;
  if (typeof navigator !== 'undefined' && navigator.webdriver) return true;
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** `prefersNoMotion()`, kept up to date when the user changes the setting. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersNoMotion);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return undefined;
    const update = () => setReduced(prefersNoMotion());
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
