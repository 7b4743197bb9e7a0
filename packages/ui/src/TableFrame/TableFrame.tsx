import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins.ts';
import { useOverflows } from '../theme/useOverflows.ts';

export interface TableFrameProps {
  /** The table's name: while the table scrolls, the frame takes the focus (to scroll by key) under this name. */
  label: string;
  children: ReactNode;
}

/**
 * While a table is wider than its frame (a phone, a tablet at the desk), its first column (what each row is: a
 * name, a month) stays in view as the rest scrolls, on a solid ground so the scrolled cells do not show through.
 */
export const stickyFirstColumn = css`
  &[data-overflows] :is(th, td):first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.glass.fallback};
  }
`;

const Frame = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    ${focusRing}
  }
  ${stickyFirstColumn}
  /* A phone: a column keeps a few characters' width (Japanese breaks anywhere, and a squeezed table read
     「口座 / 情報 / が登 / 録さ…」 one or two characters a line); the table scrolls instead. */
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    :is(th, td) {
      min-width: 5em;
    }
  }
`;

/** A table's own scrolling frame: a wide table scrolls in it, never the page past the window's edge. */
export function TableFrame({ label, children }: TableFrameProps) {
  const [ref, overflows] = useOverflows<HTMLDivElement>();
  return (
    <Frame
      ref={ref}
      {...(overflows ? { 'data-overflows': true, tabIndex: 0, role: 'group', 'aria-label': label } : {})}
    >
      {children}
    </Frame>
  );
}
