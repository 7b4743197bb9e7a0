import { LogIn, LogOut } from 'lucide-react';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { DashboardTile } from '../DashboardTile/DashboardTile.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { formatDuration } from '../format.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { tabularNumbers } from '../theme/mixins.ts';

export interface OccupancyRecord {
  id: number;
  customer_name: string;
  check_in_time: string;
  check_out_time: string | null;
  /** Minutes after check-out; null while inside. */
  stay_duration: number | null;
  /** Minutes so far (until now while inside). */
  duration_minutes: number;
}

export interface OccupancyLists {
  current_checkins: readonly OccupancyRecord[];
  recent_checkins: readonly OccupancyRecord[];
  recent_checkouts: readonly OccupancyRecord[];
  longest_stays: readonly OccupancyRecord[];
}

export interface OccupancyPanelProps {
  data?: OccupancyLists | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;
const Row = styled.li`
  ${tabularNumbers}
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2, 1)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  &:last-child {
    border-bottom: 0;
  }
`;
const Name = styled.span`
  display: grid;
  min-width: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
    svg {
      width: 12px;
      height: 12px;
    }
  }
`;
const Stay = styled.span<{ $inside: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $inside }) => ($inside ? theme.color.status.success.text : theme.color.text.secondary)};
  white-space: nowrap;
`;

/** How long someone has stayed, in Japanese: '在館 1時間5分' while inside, '滞在 45分' after leaving. */
export function stayText(record: Pick<OccupancyRecord, 'stay_duration' | 'duration_minutes'>): string {
  return record.stay_duration === null
    ? `在館 ${formatDuration(record.duration_minutes)}`
    : `滞在 ${formatDuration(record.stay_duration)}`;
}

function Rows({ records, empty }: { records: readonly OccupancyRecord[]; empty: string }) {
  if (records.length === 0) return <EmptyState title={empty} />;
  return (
    <List>
      {records.map((record) => (
        <Row key={record.id}>
          <Avatar name={record.customer_name} size="sm" decorative />
          <Name>
            <strong>{record.customer_name}</strong>
            <span>
              <LogIn aria-hidden="true" />
              入館 {record.check_in_time}
              {record.check_out_time ? (
                <>
                  <LogOut aria-hidden="true" />
                  退館 {record.check_out_time}
                </>
              ) : null}
            </span>
          </Name>
          <Stay $inside={record.stay_duration === null}>{stayText(record)}</Stay>
        </Row>
      ))}
    </List>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The occupancy panel (入退室状況): who is inside now, today's latest check-ins and check-outs, longest stays. */
export function OccupancyPanel({ data, isLoading = false, error, onRetry }: OccupancyPanelProps) {
  return (
    <DashboardTile
      title="入退室状況"
      isLoading={isLoading || (!data && !error)}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      skeleton={
        <Loading>
          <Skeleton height={32} width="90%" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Loading>
      }
    >
      {data ? (
        <Tabs
          aria-label="入退室の一覧"
          items={[
            {
              id: 'current',
              label: '在館中',
              badge: data.current_checkins.length,
              content: <Rows records={data.current_checkins} empty="在館中の会員はいません" />,
            },
            {
              id: 'checkins',
              label: '入館',
              content: <Rows records={data.recent_checkins} empty="本日の入館はまだありません" />,
            },
            {
              id: 'checkouts',
              label: '退館',
              content: <Rows records={data.recent_checkouts} empty="本日の退館はまだありません" />,
            },
            {
              id: 'longest',
              label: '長時間滞在',
              content: <Rows records={data.longest_stays} empty="本日の来館はまだありません" />,
            },
          ]}
        />
      ) : null}
    </DashboardTile>
  );
}
