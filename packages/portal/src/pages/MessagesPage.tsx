import {
  type FamilyMessage,
  useFamilyMessages,
  useMarkFamilyMessagesRead,
  usePostFamilyMessage,
} from '@kayoi/api-client';
import { Alert, Badge, Button, Card, PageHeader, Select, Stack, TextArea } from '@kayoi/ui';
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatTokyoDateTime } from './dates.ts';
import { messageOf } from './errors.ts';
import { Note, Shortcuts } from './parts.ts';
import { QueryStates } from './QueryStates.tsx';

// お問い合わせ (issue 32): the family's messages with the desk of its members' store (one thread per store), oldest
// first and the newest at the bottom; the family's own show 既読 once the desk read them, the desk's replies are
// marked 新着 until the page is opened (opening it tells the server they were read). The text is plain: shown as
// text, never as HTML. Several stores: the message goes to the one chosen.

/** The contract's limit on a message's text. */
const MAX_LENGTH = 1000;

const Thread = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Bubble = styled.li<{ $mine: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: 85%;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.color.status.info.subtle : theme.color.surface.sunken)};
`;
const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.7;
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

function MessageItem({
  message,
  fresh,
  manyStores,
}: {
  message: FamilyMessage;
  fresh: boolean;
  manyStores: boolean;
}) {
  const mine = message.author === 'family';
  const who = mine ? 'あなた' : `${message.store.name} ${message.staff_name ?? ''}`.trim();
  return (
    <Bubble $mine={mine} aria-label={`${who} ${formatTokyoDateTime(message.created_at)}`}>
      <Meta>
        <span>{mine ? (manyStores ? `あなた → ${message.store.name}` : 'あなた') : who}</span>
        <span>{formatTokyoDateTime(message.created_at)}</span>
        {fresh ? <Badge tone="info">新着</Badge> : null}
        {mine && message.read_at ? <span>既読</span> : null}
      </Meta>
      <Text>{message.body}</Text>
    </Bubble>
  );
}

function Composer({ stores }: { stores: { id: number; name: string }[] }) {
  const post = usePostFamilyMessage();
  const [storeId, setStoreId] = useState(String(stores[0]?.id ?? ''));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useRef<HTMLDivElement>(null);
  const refuse = (text: string) => {
    setError(text);
    form.current?.querySelector('textarea')?.focus();
  };
  const send = async () => {
    setOutcome(null);
    const text = body.trim();
    if (!text) return refuse('本文を入力してください');
    if (Array.from(text).length > MAX_LENGTH) return refuse(`本文は${MAX_LENGTH}文字以内で入力してください`);
    setError(undefined);
    try {
      await post.mutateAsync({ store_id: Number(storeId), body: text });
      setBody('');
      setOutcome({ tone: 'success', text: 'メッセージを送信しました' });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: messageOf(failure) });
    }
  };
  return (
    <Card title="メッセージを送る">
      <Stack $gap={3} ref={form}>
        {stores.length > 1 ? (
          <Select
            label="送り先"
            items={stores.map((store) => ({ id: String(store.id), label: store.name }))}
            selectedKey={storeId}
            onSelectionChange={(key) => setStoreId(String(key))}
          />
        ) : null}
        <TextArea
          label="メッセージ"
          value={body}
          onChange={(value) => {
            setBody(value);
            if (error) setError(undefined);
          }}
          rows={4}
          maxCharacters={MAX_LENGTH}
          errorMessage={error}
        />
        {outcome ? (
          <Alert tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        ) : null}
        <Button variant="primary" fullWidth isLoading={post.isPending} onPress={() => void send()}>
          送信する
        </Button>
        <Note>スクールの受付時間内に順にお返事します。お急ぎの場合はお電話ください。</Note>
      </Stack>
    </Card>
  );
}

/** お問い合わせ: the thread(s) with the school's desk, and the form. Opening it reads the desk's replies. */
export function MessagesPage() {
  const data = useFamilyMessages();
  const markRead = useMarkFamilyMessagesRead();
  // The replies that were unread when the page opened stay marked 新着 while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const { mutate: mark } = markRead;
  // Read once per reply that arrives unread while the page is open (not again on each re-read).
  const marked = useRef(0);
  const unreadIds = (data.data?.messages ?? [])
    .filter((message) => message.author === 'staff' && message.read_at === null)
    .map((message) => message.id);
  const latestUnread = Math.max(0, ...unreadIds);
  useEffect(() => {
    if (latestUnread <= marked.current) return;
    marked.current = latestUnread;
    setFresh((previous) => new Set([...previous, ...unreadIds]));
    mark();
  }, [latestUnread, unreadIds, mark]);
  const manyStores = (data.data?.stores.length ?? 0) > 1;
  return (
    <Stack $gap={4}>
      <PageHeader title="お問い合わせ" description="スクールの窓口とのメッセージ" />
      <Shortcuts aria-label="ほかのページ">
        <Link to="/">ホーム</Link>
        <Link to="/profile">プロフィール</Link>
      </Shortcuts>
      <QueryStates
        query={data}
        placeholder={160}
        empty={{
          when: (answer) => answer.stores.length === 0,
          icon: <MessageCircle aria-hidden="true" />,
          title: 'お問い合わせできる会員がいません',
          description: 'お手数ですが、スクールにお電話でお問い合わせください。',
        }}
      >
        {(answer) => (
          <>
            <Card title="メッセージ">
              {answer.messages.length === 0 ? (
                <Note>まだメッセージはありません。ご質問やご連絡をお気軽にお送りください。</Note>
              ) : (
                <Thread aria-label="メッセージ一覧">
                  {answer.messages.map((message) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      fresh={fresh.has(message.id)}
                      manyStores={manyStores}
                    />
                  ))}
                </Thread>
              )}
            </Card>
            <Composer stores={answer.stores} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
