import { Lightbulb, RefreshCw, TrendingUp, TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { DashboardTile } from '../DashboardTile/DashboardTile.tsx';
import { formatDateTime } from '../format.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export type InsightKind = 'prediction' | 'recommendation' | 'alert';

export interface Insight {
  id: string;
  kind: InsightKind;
  title: string;
  message: string;
  /** 0–100, measured on the store's own data. */
  confidence: number;
  /** How the confidence was measured. */
  basis: string;
}

export interface InsightsCardProps {
  items?: readonly Insight[] | undefined;
  /** When the insights were computed (ISO 8601). */
  generatedAt?: string | undefined;
  isLoading?: boolean;
  /** A refresh is running: the button spins until the new insights arrive. */
  isRefreshing?: boolean;
  error?: string | null | undefined;
  onRefresh?: () => void;
}

const KIND: Record<
  InsightKind,
  { label: string; tone: 'info' | 'success' | 'warning'; Icon: typeof TrendingUp }
> = {
  prediction: { label: '予測', tone: 'info', Icon: TrendingUp },
  recommendation: { label: '提案', tone: 'success', Icon: Lightbulb },
  alert: { label: '注意', tone: 'warning', Icon: TriangleAlert },
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Item = styled.li<{ $tone: 'info' | 'success' | 'warning' }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1, 3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  > svg {
    grid-row: span 3;
    width: 20px;
    height: 20px;
    color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
    small {
      font-weight: ${({ theme }) => theme.font.weight.medium};
      color: ${({ theme, $tone }) => theme.color.status[$tone].text};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;
const Confidence = styled.div`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;
const Footer = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.muted};
`;
const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The insights card (AIインサイト): forecast, recommendation and alert, each with its measured confidence. */
export function InsightsCard({
  items,
  generatedAt,
  isLoading = false,
  isRefreshing = false,
  error,
  onRefresh,
}: InsightsCardProps) {
  return (
    <DashboardTile
      title="AIインサイト"
      actions={
        onRefresh ? (
          <IconButton
            label={isRefreshing ? '再計算中' : 'インサイトを再計算'}
            tooltip="再計算"
            icon={isRefreshing ? <Spinner size={16} label="再計算中" /> : <RefreshCw aria-hidden="true" />}
            isDisabled={isRefreshing}
            onPress={onRefresh}
          />
        ) : null
      }
      isLoading={isLoading || (!items && !error)}
      error={error}
      {...(onRefresh ? { onRetry: onRefresh } : {})}
      empty={items && items.length === 0 ? 'まだインサイトを出せるだけのデータがありません' : null}
      skeleton={
        <Loading>
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Loading>
      }
    >
      <List aria-busy={isRefreshing || undefined}>
        {(items ?? []).map((item) => {
          const kind = KIND[item.kind];
          return (
            <Item key={item.id} $tone={kind.tone}>
              <kind.Icon aria-hidden="true" />
              <h3>
                {item.title}
                <small>{kind.label}</small>
              </h3>
              <p>{item.message}</p>
              <Confidence>
                <ProgressBar label="信頼度" value={item.confidence} />
                <span>{item.basis}</span>
              </Confidence>
            </Item>
          );
        })}
      </List>
      {generatedAt ? <Footer>{formatDateTime(generatedAt)} 時点のデータから算出</Footer> : null}
    </DashboardTile>
  );
}
