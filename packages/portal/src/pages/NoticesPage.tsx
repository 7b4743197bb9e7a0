import { type FamilyNotice, useFamilyNotices, useMarkFamilyNoticeRead } from '@kayoi/api-client';
import { Badge, Card, focusRing, LinkedText, PageHeader, Stack } from '@kayoi/ui';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatTokyoDateTime } from './dates.ts';
import { Note, RowItem, RowList } from './parts.ts';
import { QueryStates } from './QueryStates.tsx';

// お知らせ (issue 32): the notices the school sent to the family, newest first, the unread ones marked. Opening one
// shows its text and tells the server it was read (the server keeps the first read only); the list and ホーム's
// count are read again after it.

const Opener = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2, 0)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;
const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.bold : theme.font.weight.regular)};
`;
const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
const Body = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.7;
`;

function NoticeRow({ notice }: { notice: FamilyNotice }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkFamilyNoticeRead();
  const unread = notice.read_at === null;
  const bodyId = `notice-${notice.id}-body`;
  const toggle = () => {
    setOpen(!open);
    if (!open && unread && !markRead.isPending) markRead.mutate(notice.id);
  };
  return (
    <RowItem>
      <Opener type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        <Title $unread={unread}>{notice.title}</Title>
        <Meta>
          {unread ? <Badge tone="info">未読</Badge> : null}
          <span>{formatTokyoDateTime(notice.published_at)}</span>
          <span>{notice.store.name}</span>
        </Meta>
      </Opener>
      {open ? (
        <Body id={bodyId}>
          <LinkedText text={notice.body} />
        </Body>
      ) : null}
    </RowItem>
  );
}

/** お知らせ: the family's notices, newest first; opening one marks it read. */
export function NoticesPage() {
  const notices = useFamilyNotices();
  return (
    <Stack $gap={4}>
      <PageHeader
        title="お知らせ"
        description={
          notices.data && notices.data.unread_count > 0
            ? `スクールからのお知らせ（未読 ${notices.data.unread_count}件）`
            : 'スクールからのお知らせ'
        }
      />
      <QueryStates
        query={notices}
        placeholder={72}
        empty={{
          when: (data) => data.notices.length === 0,
          icon: <Bell aria-hidden="true" />,
          title: 'お知らせはありません',
          description: 'スクールからのお知らせはここに届きます。',
        }}
      >
        {(data) => (
          <Card>
            <Stack $gap={3}>
              <RowList aria-label="お知らせ一覧">
                {data.notices.map((notice) => (
                  <NoticeRow key={notice.id} notice={notice} />
                ))}
              </RowList>
              <Note>新しい順に表示しています。開くと既読になります。</Note>
            </Stack>
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}
