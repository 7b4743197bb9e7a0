import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { glassSurface } from '../theme/mixins.ts';

export interface FooterProps {
  /** A list page's pager; without it the credit line shows. */
  children?: ReactNode;
  /**
   * An element pages can portal their pager into (the shell renders one footer for every page). While it is
   * empty the credit line shows; while it holds a pager the footer sticks to the bottom of the window.
   */
  slotRef?: Ref<HTMLDivElement>;
}

const Root = styled.footer`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => theme.space(2, 6)};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  .slot {
    width: 100%;
  }
  .slot:empty {
    display: none;
  }
  .slot:not(:empty) + .credit {
    display: none;
  }
  &:has(.slot:not(:empty)) {
    ${glassSurface('strong')}
    position: sticky;
    bottom: 0;
    z-index: 1;
    border-width: 1px 0 0;
  }
`;

/** Seed §2: the pager on list pages, the credit line elsewhere. */
export function Footer({ children, slotRef }: FooterProps) {
  if (children) return <Root>{children}</Root>;
  return (
    <Root>
      {slotRef ? <div className="slot" ref={slotRef} /> : null}
      <span className="credit">© 2026 Kayoi — 通い</span>
    </Root>
  );
}
