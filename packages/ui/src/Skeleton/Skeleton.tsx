import styled, { keyframes } from 'styled-components';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: 'sm' | 'md' | 'lg' | 'pill';
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: NonNullable<SkeletonProps['radius']> }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.surface.sunken} 25%,
    ${({ theme }) => theme.color.surface.hover} 50%,
    ${({ theme }) => theme.color.surface.sunken} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const css = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder while data loads; hidden from screen readers (the region says it is busy). Marked
 * `data-skeleton`, so that a test (or a screenshot) can wait until none is left.
 */
export function Skeleton({ width = '100%', height = 16, radius = 'sm' }: SkeletonProps) {
  return (
    <Block aria-hidden="true" data-skeleton="" $width={css(width)} $height={css(height)} $radius={radius} />
  );
}
