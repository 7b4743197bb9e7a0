import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { glassSurface } from '../theme/mixins.ts';

export interface CardProps {
  title?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Inner padding in grid steps (default 5 = 20px). */
  padding?: number;
}

const Surface = styled.section<{ $padding: number }>`
  ${glassSurface()}
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme, $padding }) => theme.space($padding)};
  color: ${({ theme }) => theme.color.text.primary};
  min-width: 0;
  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;
// Actions that do not fit beside the title (a phone) go under it.
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A glass card: a titled region of a page. */
export function Card({ title, actions, children, padding = 5 }: CardProps) {
  const titleId = useId();
  return (
    <Surface $padding={padding} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <Header>
          {title ? <h2 id={titleId}>{title}</h2> : <span />}
          {actions}
        </Header>
      ) : null}
      {children}
    </Surface>
  );
}

/** A flat panel inside a card or page (no glass, no shadow). */
export const Panel = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.primary};
`;
