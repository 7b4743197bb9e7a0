import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FooterProps {
  /** A list page's pager; without it the credit line shows. */
  children?: ReactNode;
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
`;

/** Seed §2: the pager on list pages, the credit line elsewhere. */
export function Footer({ children }: FooterProps) {
  return <Root>{children ?? <span>© 2026 Kayoi — 通い</span>}</Root>;
}
