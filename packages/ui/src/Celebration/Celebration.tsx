import { useEffect, useRef, useState } from 'react';
import Confetti from 'react-confetti';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins.ts';
import { useReducedMotion } from '../theme/motion.ts';

/** The seed's confetti: 5 seconds, 500 pieces, not recycled. */
export const CELEBRATION_MS = 5_000;
export const CELEBRATION_PIECES = 500;

export interface CelebrationProps {
  /** Starts the confetti when it turns true; it hides itself after CELEBRATION_MS. */
  active: boolean;
  /** Said to screen readers (and the only thing that happens under reduced motion). */
  message: string;
  onDone?: () => void;
}

const Layer = styled.div`
  position: fixed;
  inset: 0;
  pointer-events: none;
  z-index: ${({ theme }) => theme.z.toast};
`;
const Announcement = styled.p`
  ${visuallyHidden}
`;

/** Confetti over the page for five seconds; under reduced motion only the message is announced. */
export function Celebration({ active, message, onDone }: CelebrationProps) {
  const reduced = useReducedMotion();
  const [running, setRunning] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) return undefined;
    setRunning(true);
    const timer = setTimeout(() => {
      setRunning(false);
      done.current?.();
    }, CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return (
    <>
      <Announcement role="status">{running ? message : ''}</Announcement>
      {running && !reduced ? (
        <Layer data-testid="celebration" aria-hidden="true">
          <Confetti
            width={window.innerWidth}
            height={window.innerHeight}
            numberOfPieces={CELEBRATION_PIECES}
            recycle={false}
          />
        </Layer>
      ) : null}
    </>
  );
}

/**
 * True once when `value` crosses from below `threshold` to `threshold` or more between two loads (the first
 * value seen only sets the baseline, so a page opened at 120 does not celebrate).
 */
export function useThresholdCrossing(value: number | undefined, threshold: number): boolean {
  const previous = useRef<number | undefined>(undefined);
  const [crossed, setCrossed] = useState(false);
  useEffect(() => {
    if (value === undefined) return;
    const before = previous.current;
    previous.current = value;
    if (before !== undefined && before < threshold && value >= threshold) setCrossed(true);
  }, [value, threshold]);
  useEffect(() => {
    if (!crossed) return undefined;
    const timer = setTimeout(() => setCrossed(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [crossed]);
  return crossed;
}
