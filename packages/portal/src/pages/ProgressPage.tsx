import {
  type FamilyMemberProgress,
  type FamilyTestResult,
  getFamilyCertificateQueryOptions,
  useFamilyProgress,
} from '@kayoi/api-client';
import { Alert, Badge, Button, Card, PageHeader, ProgressBar, Stack } from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Award, Check, Circle, FileDown } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { formatLessonDay } from './dates.ts';
import { saveFile } from './download.ts';
import { messageOf } from './errors.ts';
import { Note as Detail, RowItem } from './parts.ts';
import { QueryStates } from './QueryStates.tsx';

// 進級: a card per child (or the adult member) with the 級, how many of its skills the coach has checked passed,
// the checklist, the promotion test results with the coach's comment, the next test, and a pass's 認定証 (PDF).

const GradeLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
const Grade = styled.span<{ $color: string | null }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.raised};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &::before {
    content: '';
    display: ${({ $color }) => ($color ? 'block' : 'none')};
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ $color }) => $color ?? 'transparent'};
    border: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;
const Subheading = styled.h3`
  margin: ${({ theme }) => theme.space(4, 0, 2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Skill = styled.li<{ $passed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $passed }) => ($passed ? theme.color.text.primary : theme.color.text.secondary)};
  svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${({ theme, $passed }) => ($passed ? theme.color.status.success.solid : theme.color.text.secondary)};
  }
`;
// A result's lines sit closer than parts.ts's rows.
const Result = styled(RowItem)`
  gap: ${({ theme }) => theme.space(1)};
`;
const ResultHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Comment = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-left: 3px solid ${({ theme }) => theme.color.accent.solid};
  background: ${({ theme }) => theme.color.surface.sunken};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const NextTest = styled.p`
  margin: ${({ theme }) => theme.space(4, 0, 0)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

function CertificateLink({ memberId, result }: { memberId: number; result: FamilyTestResult }) {
  const client = useQueryClient();
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });
  const download = async () => {
    setState({ loading: true, error: null });
    try {
      const file = await client.fetchQuery(getFamilyCertificateQueryOptions(memberId, result.id));
      const number = (result.certificate_number ?? String(result.id)).replace(/[第号]/g, '');
      saveFile(file, `certificate-${number}.pdf`);
      setState({ loading: false, error: null });
    } catch (error) {
      setState({ loading: false, error: messageOf(error) });
    }
  };
  return (
    <div>
      <Button
        size="sm"
        variant="ghost"
        icon={<FileDown aria-hidden="true" />}
        isLoading={state.loading}
        onPress={() => void download()}
        aria-label={`${result.new_grade?.name ?? ''}の認定証（PDF）をダウンロード`}
      >
        認定証（PDF）
      </Button>
      {state.error ? <Alert tone="danger">{state.error}</Alert> : null}
    </div>
  );
}

function Results({ entry }: { entry: FamilyMemberProgress }) {
  if (entry.results.length === 0) return <Detail>まだテストの結果はありません</Detail>;
  return (
    <List aria-label={`${entry.member.name}のテスト結果`}>
      {entry.results.map((result) => (
        <Result key={result.id}>
          <ResultHead>
            <span>{formatLessonDay(result.held_on)}</span>
            {result.passed ? (
              <Badge tone="success">{result.new_grade?.name ?? ''} 合格</Badge>
            ) : (
              <Badge tone="neutral">{result.tested_grade?.name ?? ''} もう少し</Badge>
            )}
          </ResultHead>
          <div>{result.test_name}</div>
          {result.skills.length > 0 ? (
            <Detail>
              できた項目 {result.skills.filter((skill) => skill.passed).length} / {result.skills.length}
            </Detail>
          ) : null}
          {result.comment ? <Comment aria-label="コーチからのコメント">{result.comment}</Comment> : null}
          {result.certificate_number ? <CertificateLink memberId={entry.member.id} result={result} /> : null}
        </Result>
      ))}
    </List>
  );
}

function MemberCard({ entry }: { entry: FamilyMemberProgress }) {
  const passed = entry.skills.filter((skill) => skill.passed).length;
  return (
    <Card title={entry.member.name}>
      <Stack $gap={3}>
        <GradeLine>
          {entry.grade ? (
            <Grade $color={entry.grade.cap_color_hex} aria-label={`現在の級 ${entry.grade.name}`}>
              {entry.grade.name}
            </Grade>
          ) : (
            <Badge tone="neutral">級はまだありません</Badge>
          )}
          {entry.grade?.cap_color_name ? <Detail>{entry.grade.cap_color_name}キャップ</Detail> : null}
          {entry.next_grade ? <Detail>次は {entry.next_grade.name}</Detail> : null}
        </GradeLine>
        {entry.skills.length > 0 ? (
          <ProgressBar
            label="合格した項目"
            value={passed}
            maxValue={entry.skills.length}
            valueLabel={`${passed} / ${entry.skills.length}`}
            tone={passed === entry.skills.length ? 'success' : 'accent'}
          />
        ) : null}
      </Stack>
      {entry.skills.length > 0 ? (
        <>
          <Subheading>{entry.grade?.name}のチェック項目</Subheading>
          <List aria-label={`${entry.member.name}のチェック項目`}>
            {entry.skills.map((skill) => (
              <Skill key={skill.id} $passed={skill.passed}>
                {skill.passed ? <Check aria-hidden="true" /> : <Circle aria-hidden="true" />}
                <span>{skill.name}</span>
                <Detail as="span">{skill.passed ? '合格' : 'まだ'}</Detail>
              </Skill>
            ))}
          </List>
        </>
      ) : null}
      <Subheading>テスト結果</Subheading>
      <Results entry={entry} />
      <NextTest>
        次回テスト：
        {entry.next_test
          ? `${formatLessonDay(entry.next_test.held_on)} ${entry.next_test.name}`
          : '日程が決まりしだいお知らせします'}
      </NextTest>
    </Card>
  );
}

/** 進級: each member's 級, the coach's checks, test results with comments, 次回テスト and the 認定証. */
export function ProgressPage() {
  const progress = useFamilyProgress();
  return (
    <Stack $gap={4}>
      <PageHeader title="進級" description="いまの級とテストの結果" />
      <QueryStates
        query={progress}
        placeholder={220}
        empty={{
          when: (data) => data.members.length === 0,
          icon: <Award aria-hidden="true" />,
          title: '登録されている会員がいません',
          description: 'お手数ですが、スクールにお問い合わせください。',
        }}
      >
        {(data) => data.members.map((entry) => <MemberCard key={entry.member.id} entry={entry} />)}
      </QueryStates>
    </Stack>
  );
}
