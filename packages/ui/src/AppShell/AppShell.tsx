import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

export interface AppShellProps {
  sidebar: ReactNode;
  topbar: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.backdrop};
  background-attachment: fixed;
  color: ${({ theme }) => theme.color.text.primary};
`;
const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  outline: none;
  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.accent.onSolid};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
    ${focusRing}
  }
`;

/** The staff screens' frame: sidebar, top bar, the page, and the footer. */
export function AppShell({ sidebar, topbar, footer, children }: AppShellProps) {
  return (
    <Frame>
      <SkipLink href="#main-content">本文へスキップ</SkipLink>
      {sidebar}
      <Column>
        {topbar}
        <Main id="main-content" tabIndex={-1}>
          {children}
        </Main>
        {footer}
      </Column>
    </Frame>
  );
}
