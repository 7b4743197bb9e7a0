import { useDashboardFamilyNotices } from '@kayoi/api-client';
import { Card, formatTime, Stack } from '@kayoi/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { href } from '../../routes/table.ts';
import { dashboardMessages } from './messages.ts';

/** Apart from the grid below, as the first-run guide is. */
const Frame = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * マイページからの連絡 (issue 31): today's 欠席連絡 and 振替予約 sent by families, and the latest lines with their
 * member. A store whose families sent nothing today sees no card.
 */
export function FamilyNoticesCard() {
  const notices = useDashboardFamilyNotices();
  const data = notices.data;
  if (!data || (data.absences === 0 && data.makeup_bookings === 0 && data.recent.length === 0)) return null;
  const texts = dashboardMessages.familyNotices;
  return (
    <Frame>
      <Card title={texts.title}>
        <Stack $gap={2}>
          <p style={{ margin: 0 }}>
            {texts.absences}
            <strong> {data.absences}</strong>件・{texts.makeups}
            <strong> {data.makeup_bookings}</strong>件
          </p>
          {data.recent.length > 0 ? (
            <Stack
              $gap={1}
              as="ul"
              aria-label={texts.recent}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {data.recent.map((line) => (
                <li key={line.id}>
                  <time dateTime={line.at}>{formatTime(line.at)}</time>{' '}
                  <Link to={href('customers/:id', { id: line.customer.id })}>{line.customer.name}</Link>{' '}
                  {line.summary}
                </li>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </Frame>
  );
}
