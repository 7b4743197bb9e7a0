import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { focusRing } from '../theme/mixins.ts';

export type LessonPresence = 'present' | 'absent' | 'excused' | 'unmarked';
export type LessonMarkValue = 'present' | 'absent' | 'excused';

export interface LessonMemberRow {
  customerId: number;
  name: string;
  nameKana: string;
  presence: LessonPresence;
  mark: LessonMarkValue | null;
  /** 'visit': present by the facility check-in; 'card': tapped at the tablet; 'notice': the absence notice. */
  source: 'tablet' | 'card' | 'visit' | 'notice' | null;
  /** 'makeup': here for this lesson only with a makeup booking (振替). Enrolled by default. */
  roll?: 'enrolled' | 'makeup';
  /** An absence notice (欠席連絡) is recorded for this lesson. */
  absenceNotice?: boolean;
}

export interface LessonAttendanceCardProps {
  name: string;
  timeRange: string;
  instructorName: string | null;
  capacity: number;
  members: LessonMemberRow[];
  counts: Record<LessonPresence, number>;
  /** A member's mark changed (null: back to automatic). */
  onMark: (customerId: number, mark: LessonMarkValue | null) => void;
  pendingCustomerId?: number | null;
  /** The lesson's trial children (体験), shown after its members under their own heading. */
  trials?: ReactNode;
}

/** `action`: what the button does, said with the member's name (`山田 花子さんを出席にする`). */
const MARKS: { id: LessonMarkValue; label: string; action: string }[] = [
  { id: 'present', label: '出席', action: '出席にする' },
  { id: 'absent', label: '欠席', action: '欠席にする' },
  { id: 'excused', label: '欠席連絡', action: '欠席連絡ありにする' },
];
const presenceTone = {
  present: 'success',
  absent: 'danger',
  excused: 'warning',
  unmarked: 'neutral',
} as const;
const presenceLabel: Record<LessonPresence, string> = {
  present: '出席',
  absent: '欠席',
  excused: '欠席連絡あり',
  unmarked: '未確認',
};
const sourceLabel = { tablet: '', card: '（カード）', visit: '（チェックイン記録）', notice: '' } as const;

// Rows share their columns (a subgrid), so the presence badges and the buttons line up down the list
// whatever the length of each name; a narrow card puts the buttons on a line of their own.
const Roster = styled.div`
  container-type: inline-size;
`;
const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content max-content;
  column-gap: ${({ theme }) => theme.space(3)};
  li {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    align-items: center;
    row-gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  .presence {
    justify-self: start;
  }
  @container (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr) max-content;
    li > [role='radiogroup'] {
      grid-column: 1 / -1;
    }
  }
  .who {
    display: grid;
  }
  .name {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .tags {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
  .kana {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const Marks = styled(ToggleButtonGroup)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;
const Mark = styled(ToggleButton)<{ $mark: LessonMarkValue }>`
  min-height: 44px;
  min-width: 64px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  cursor: pointer;
  &[data-selected] {
    background: ${({ theme, $mark }) => theme.color.status[presenceTone[$mark]].solid};
    color: ${({ theme, $mark }) => theme.color.status[presenceTone[$mark]].onSolid};
    border-color: transparent;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.6;
  }
`;
const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** One lesson on the instructors' tablet: members with big tap targets for 出席 / 欠席 / 欠席連絡. */
const TrialSection = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export function LessonAttendanceCard(props: LessonAttendanceCardProps) {
  const makeups = props.members.filter((m) => m.roll === 'makeup').length;
  return (
    <Card title={`${props.timeRange} ${props.name}`}>
      <Summary>
        {props.instructorName ? `担当 ${props.instructorName}・` : ''}出席 {props.counts.present} / 欠席{' '}
        {props.counts.absent} / 欠席連絡 {props.counts.excused} / 未確認 {props.counts.unmarked}（定員{' '}
        {props.capacity}
        {makeups > 0 ? `・振替 ${makeups}名` : ''}）
      </Summary>
      {props.members.length === 0 ? (
        <p>受講者はいません</p>
      ) : (
        <Roster>
          <Members aria-label={`${props.name}の受講者`}>
            {props.members.map((member) => (
              <li key={member.customerId}>
                <span className="who">
                  <span className="name">{member.name}</span>
                  <span className="kana">{member.nameKana}</span>
                  {member.roll === 'makeup' || (member.absenceNotice && member.source !== 'notice') ? (
                    <span className="tags">
                      {member.roll === 'makeup' ? <Badge tone="info">振替</Badge> : null}
                      {member.absenceNotice && member.source !== 'notice' ? (
                        <Badge tone="warning">欠席連絡あり</Badge>
                      ) : null}
                    </span>
                  ) : null}
                </span>
                <span className="presence">
                  <Badge tone={presenceTone[member.presence]}>
                    {presenceLabel[member.presence]}
                    {member.source ? sourceLabel[member.source] : ''}
                  </Badge>
                </span>
                <Marks
                  aria-label={`${member.name}さんの出欠`}
                  selectionMode="single"
                  selectedKeys={member.mark ? [member.mark] : []}
                  isDisabled={props.pendingCustomerId === member.customerId}
                  onSelectionChange={(keys) => {
                    const [mark] = [...keys] as LessonMarkValue[];
                    props.onMark(member.customerId, mark ?? null);
                  }}
                >
                  {MARKS.map((mark) => (
                    <Mark
                      key={mark.id}
                      id={mark.id}
                      $mark={mark.id}
                      aria-label={`${member.name}さんを${mark.action}`}
                    >
                      {mark.label}
                    </Mark>
                  ))}
                </Marks>
              </li>
            ))}
          </Members>
        </Roster>
      )}
      {props.trials ? (
        <TrialSection>
          <h3>体験</h3>
          {props.trials}
        </TrialSection>
      ) : null}
    </Card>
  );
}
