import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { glassSurface } from '../theme/mixins.ts';
import { useOverflows } from '../theme/useOverflows.ts';

export interface DashboardTileProps {
  title: ReactNode;
  /** Buttons at the title's end (refresh, tabs …). */
  actions?: ReactNode;
  isLoading?: boolean;
  /** Shown instead of the content, with a retry button when `onRetry` is given. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** Shown instead of the content when there is nothing to show. */
  empty?: string | null | undefined;
  /** What the loading placeholder looks like (default: a few bars). */
  skeleton?: ReactNode;
  children?: ReactNode;
}

const Surface = styled.section`
  ${glassSurface()}
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text.primary};
  box-sizing: border-box;
  overflow: hidden;
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  flex: none;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  position: relative;
`;
const Bars = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** One tile of the dashboard: a titled region that shows its content, a skeleton, an error or nothing yet. */
export function DashboardTile({
  title,
  actions,
  isLoading = false,
  error,
  onRetry,
  empty,
  skeleton,
  children,
}: DashboardTileProps) {
  const titleId = useId();
  const [bodyRef, scrolls] = useOverflows<HTMLDivElement>();
  let body: ReactNode = children;
  if (isLoading) {
    body = skeleton ?? (
      <Bars>
        <Skeleton height={20} width="60%" />
        <Skeleton height={20} />
        <Skeleton height={20} width="80%" />
        <Skeleton height={20} width="70%" />
      </Bars>
    );
  } else if (error) {
    body = <ErrorState message={error} {...(onRetry ? { onRetry } : {})} />;
  } else if (empty) {
    body = <EmptyState title={empty} />;
  }
  return (
    <Surface aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {actions}
      </Header>
      {/* A tile whose content scrolls can be scrolled with the keyboard. */}
      <Body ref={bodyRef} {...(scrolls ? { tabIndex: 0 } : {})}>
        {body}
      </Body>
    </Surface>
  );
}
