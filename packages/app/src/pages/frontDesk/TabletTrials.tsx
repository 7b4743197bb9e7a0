import { type components, useGrades, useRecordTrialResult } from '@kayoi/api-client';
import { trialMessages } from '@kayoi/domain/messages';
import { Badge, Button, Select, Stack, StatusBadge, useToast } from '@kayoi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';

// 体験 on the tablet's roll (issue 29): the children on a trial in this lesson, after its members, each marked
// 体験; the coach records 出席 / 欠席 and the grade they suggest with the trial's own operation (recordTrialResult,
// which refuses a lesson not yet held). The outcome (入会 / 見送り) stays with the desk's pre-registration.

type TabletTrial = components['schemas']['TabletTrial'];

const NO_GRADE = 'none';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;
const Who = styled.div`
  flex: 1 1 200px;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const attendanceLabel = (trial: TabletTrial) =>
  trial.attendance === 'present' ? '出席' : trial.attendance === 'no_show' ? '欠席' : '未記録';

export function TabletTrials({ lessonName, trials }: { lessonName: string; trials: readonly TabletTrial[] }) {
  return (
    <section aria-label={`${lessonName}の体験`}>
      <Rows>
        {trials.map((trial) => (
          <TrialRow key={trial.id} trial={trial} />
        ))}
      </Rows>
    </section>
  );
}

function TrialRow({ trial }: { trial: TabletTrial }) {
  const toast = useToast();
  const record = useRecordTrialResult();
  const grades = useGrades({ per_page: 100 });
  const [grade, setGrade] = useState<string>(
    trial.suggested_grade ? String(trial.suggested_grade.id) : NO_GRADE,
  );
  const send = (attendance: 'present' | 'no_show') =>
    record.mutate(
      {
        id: trial.id,
        attendance,
        suggested_grade_id: grade === NO_GRADE ? null : Number(grade),
        comment: trial.coach_comment,
      },
      {
        onSuccess: () => toast.success(trialMessages.resultRecorded, `${trial.name}さん（体験）`),
        onError: (error) => toast.error(failureText(error, trialMessages.notYetHeld)),
      },
    );
  return (
    <Row aria-label={`${trial.name}（体験）`}>
      <Who>
        <span>
          <Badge tone="info">体験</Badge> <strong>{trial.name}</strong>（{trial.age}歳）
        </span>
        <span>{trial.name_kana}</span>
        <span>
          <StatusBadge
            label={attendanceLabel(trial)}
            tone={trial.attendance === 'present' ? 'success' : trial.attendance ? 'warning' : 'neutral'}
          />
          {trial.suggested_grade ? ` 推奨級：${trial.suggested_grade.name}` : null}
        </span>
      </Who>
      <Select
        label="推奨級"
        items={[
          { id: NO_GRADE, label: '指定なし' },
          ...(grades.data?.data ?? []).map((g) => ({ id: String(g.id), label: g.name })),
        ]}
        selectedKey={grade}
        onSelectionChange={(key) => setGrade(key === null ? NO_GRADE : String(key))}
      />
      <Stack $direction="row" $gap={2}>
        <Button
          variant={trial.attendance === 'present' ? 'primary' : 'secondary'}
          isLoading={record.isPending && record.variables?.attendance === 'present'}
          onPress={() => send('present')}
        >
          出席
        </Button>
        <Button
          variant={trial.attendance === 'no_show' ? 'primary' : 'secondary'}
          isLoading={record.isPending && record.variables?.attendance === 'no_show'}
          onPress={() => send('no_show')}
        >
          欠席
        </Button>
      </Stack>
    </Row>
  );
}
