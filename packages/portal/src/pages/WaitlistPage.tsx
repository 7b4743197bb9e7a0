import {
  type FamilyWaitlistEntry,
  type FamilyWaitlistOpening,
  useAcceptFamilyWaitlistOffer,
  useDeclineFamilyWaitlistOffer,
  useFamilyMe,
  useFamilyWaitlist,
  useJoinFamilyWaitlist,
  useLeaveFamilyWaitlist,
} from '@kayoi/api-client';
import { classMessages, formatMessage } from '@kayoi/api-client/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  PageHeader,
  RadioGroup,
  Skeleton,
  Stack,
} from '@kayoi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatTokyoDateTime } from './dates.ts';
import { messageOf } from './errors.ts';
import { Note, RowItem as Row, RowList as Rows } from './parts.ts';

// キャンセル待ち (issue 31): each member's places on full classes' waiting lists (「n番目」), a seat offered to them
// with its 期限 and 受ける / 辞退する (each asked again before it is sent), and the full classes they may wait for.
// The server decides everything (the line's order, the hold, the enrolment); the page only offers and reports.

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;
const Subheading = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;
const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

type Outcome = { tone: 'success' | 'danger'; text: string };
type Report = (outcome: Outcome) => void;
type ClassOf = FamilyWaitlistEntry['class'];

const slotOf = (k: ClassOf) => `毎週${WEEKDAYS[k.day_of_week]}曜 ${k.start_time}〜${k.end_time}`;
/** `2026-12-01` → `12月1日`. */
const dayText = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日`;
};

function ClassLine({ klass }: { klass: ClassOf }) {
  return (
    <div>
      <strong>{klass.name}</strong>
      <Note>{slotOf(klass)}</Note>
    </div>
  );
}

type Pending = 'accept' | 'decline' | 'leave' | null;

/** The member's own classes of the offered class's program: taking the seat may be a move out of one of them. */
function useMoveChoices(memberId: number, klass: ClassOf) {
  const me = useFamilyMe();
  const own = me.data?.members.find((m) => m.id === memberId)?.classes ?? [];
  return own.filter(
    (k) => k.class_id !== klass.id && (klass.program === null || k.program?.id === klass.program.id),
  );
}

/** The offer's answer and leaving the line, each confirmed in a dialog before it is sent. */
function EntryRow({ name, entry, report }: { name: string; entry: FamilyWaitlistEntry; report: Report }) {
  const accept = useAcceptFamilyWaitlistOffer();
  const decline = useDeclineFamilyWaitlistOffer();
  const leave = useLeaveFamilyWaitlist();
  const [asking, setAsking] = useState<Pending>(null);
  const choices = useMoveChoices(entry.customer_id, entry.class);
  const [movesFrom, setMovesFrom] = useState('');
  const expires = entry.offer_expires_at ? formatTokyoDateTime(entry.offer_expires_at) : '';
  const run = async () => {
    try {
      if (asking === 'accept') {
        const left = choices.find((k) => String(k.class_id) === movesFrom);
        const done = await accept.mutateAsync({ id: entry.id, movesFrom: left?.class_id ?? null });
        const text = left
          ? formatMessage(classMessages.familyOfferAcceptedMove, {
              name,
              from_class: left.name,
              class: done.class.name,
              from: dayText(done.enrolled_on),
            })
          : formatMessage(classMessages.familyOfferAccepted, {
              name,
              class: done.class.name,
              from: dayText(done.enrolled_on),
            });
        report({ tone: 'success', text });
      } else if (asking === 'decline') {
        await decline.mutateAsync(entry.id);
        report({ tone: 'success', text: formatMessage(classMessages.offerDeclined, { name }) });
      } else if (asking === 'leave') {
        await leave.mutateAsync(entry.id);
        report({ tone: 'success', text: formatMessage(classMessages.familyWaitlistLeft, { name }) });
      }
    } catch (error) {
      report({ tone: 'danger', text: messageOf(error) });
    }
    setAsking(null);
  };
  const dialogs = {
    accept: {
      title: '席を受けますか？',
      message: (
        <Stack $gap={3}>
          <span>
            {name}さんが「{entry.class.name}」（{slotOf(entry.class)}）に入会します。
            {choices.length === 0 ? '月謝の契約が始まります。' : null}
          </span>
          {choices.length > 0 ? (
            <RadioGroup
              label="今のクラスは"
              value={movesFrom}
              onChange={setMovesFrom}
              options={[
                { value: '', label: 'そのまま続ける（追加で通う）' },
                ...choices.map((k) => ({ value: String(k.class_id), label: `「${k.name}」から移る` })),
              ]}
            />
          ) : null}
        </Stack>
      ),
      confirmLabel: '受ける',
      tone: 'default' as const,
    },
    decline: {
      title: '席を辞退しますか？',
      message: `「${entry.class.name}」の席は次の方にご案内します。キャンセル待ちからも外れます。`,
      confirmLabel: '辞退する',
      tone: 'danger' as const,
    },
    leave: {
      title: 'キャンセル待ちを取り消しますか？',
      message: `${name}さんを「${entry.class.name}」のキャンセル待ちから外します。順番は戻りません。`,
      confirmLabel: '取り消す',
      tone: 'danger' as const,
    },
  };
  const dialog = asking ? dialogs[asking] : null;
  return (
    <Row>
      <Line>
        <Badge tone={entry.status === 'offered' ? 'success' : 'info'}>{entry.position}番目</Badge>
        {entry.status === 'offered' ? <Badge tone="warning">席のご案内</Badge> : null}
      </Line>
      <ClassLine klass={entry.class} />
      {entry.status === 'offered' ? (
        <>
          <Alert tone="info" role="status" title="席が空きました">
            期限 {expires} までにお返事ください
          </Alert>
          <Buttons>
            <Button variant="secondary" onPress={() => setAsking('decline')}>
              辞退する
            </Button>
            <Button variant="primary" onPress={() => setAsking('accept')}>
              受ける
            </Button>
          </Buttons>
        </>
      ) : entry.status === 'expired' ? (
        <Note>ご案内の期限（{expires}）が過ぎました</Note>
      ) : (
        <Button
          variant="ghost"
          onPress={() => setAsking('leave')}
          aria-label={`${entry.class.name}のキャンセル待ちを取り消す`}
        >
          取り消す
        </Button>
      )}
      {dialog ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => (open ? undefined : setAsking(null))}
          title={dialog.title}
          message={dialog.message}
          confirmLabel={dialog.confirmLabel}
          tone={dialog.tone}
          isConfirming={accept.isPending || decline.isPending || leave.isPending}
          onConfirm={() => void run()}
        />
      ) : null}
    </Row>
  );
}

function OpeningRow({
  member,
  opening,
  report,
}: {
  member: { id: number; name: string };
  opening: FamilyWaitlistOpening;
  report: Report;
}) {
  const join = useJoinFamilyWaitlist();
  const send = async () => {
    try {
      const entry = await join.mutateAsync({ customer_id: member.id, class_id: opening.class.id });
      report({
        tone: 'success',
        text: formatMessage(classMessages.familyWaitlistJoined, {
          name: member.name,
          position: entry.position,
        }),
      });
    } catch (error) {
      report({ tone: 'danger', text: messageOf(error) });
    }
  };
  return (
    <Row>
      <ClassLine klass={opening.class} />
      <Note>{opening.waiting_count > 0 ? `${opening.waiting_count}人待ち` : '満席'}</Note>
      <Button
        variant="secondary"
        fullWidth
        isLoading={join.isPending}
        onPress={send}
        aria-label={`${opening.class.name}のキャンセル待ちに登録`}
      >
        キャンセル待ちに登録
      </Button>
    </Row>
  );
}

/** キャンセル待ち: a card per member with their places in line, an offered seat's answer, and classes to wait for. */
export function WaitlistPage() {
  const list = useFamilyWaitlist();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Stack $gap={4}>
      <PageHeader title="キャンセル待ち" description="満席のクラスに空きが出たら、登録順に席をご案内します" />
      {outcome ? (
        <Alert tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
      {list.isPending ? (
        <Skeleton height={200} radius="lg" />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        list.data.members.map(({ member, entries, classes }) => (
          <Card key={member.id} title={member.name}>
            <Stack $gap={3}>
              {entries.length === 0 ? (
                <Note>キャンセル待ちはありません</Note>
              ) : (
                <Rows aria-label={`${member.name}のキャンセル待ち`}>
                  {entries.map((entry) => (
                    <EntryRow key={entry.id} name={member.name} entry={entry} report={setOutcome} />
                  ))}
                </Rows>
              )}
              {classes.length > 0 ? (
                <>
                  <Subheading>キャンセル待ちできるクラス</Subheading>
                  <Rows aria-label={`${member.name}がキャンセル待ちできるクラス`}>
                    {classes.map((opening) => (
                      <OpeningRow
                        key={opening.class.id}
                        member={member}
                        opening={opening}
                        report={setOutcome}
                      />
                    ))}
                  </Rows>
                </>
              ) : null}
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
