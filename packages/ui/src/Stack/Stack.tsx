import styled from 'styled-components';

export interface StackProps {
  /** Gap in 4 px grid steps (default 4 = 16px). */
  $gap?: number;
  $direction?: 'column' | 'row';
  $align?: 'start' | 'center' | 'end' | 'stretch';
  $wrap?: boolean;
}

/** Lays children out on the spacing grid, so pages compose without their own CSS. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  min-width: 0;
`;
