import {
  type FamilyThreadDetail,
  useFamilyThread,
  useMarkFamilyThreadRead,
  useReplyToFamilyThread,
} from '@kayoi/api-client';
import {
  Badge,
  Button,
  Card,
  ChatMessage,
  ChatMessageList,
  DescriptionList,
  formatDateTime,
  PageHeader,
  Stack,
  TextArea,
  useToast,
} from '@kayoi/ui';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { MESSAGE_MAX, threadMessages as m } from './messages.ts';

const LIST = { label: m.listTitle, href: href('family-threads') };

/** /family-threads/{id}: the family's thread; opening it reads the family's messages (they see 既読). */
export function FamilyThreadDetailPage() {
  const thread = useFamilyThread(Number(useParams().id));
  return (
    <RecordQuery query={thread} title="お問い合わせ" parent={LIST} noun={m.noun}>
      {(loaded) => <ThreadView thread={loaded} />}
    </RecordQuery>
  );
}

function Reply({ threadId }: { threadId: number }) {
  const reply = useReplyToFamilyThread();
  const toast = useToast();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLDivElement>(null);
  const refuse = (text: string) => {
    setError(text);
    form.current?.querySelector('textarea')?.focus();
  };
  const send = () => {
    const text = body.trim();
    if (!text) return refuse(m.bodyRequired);
    if (Array.from(text).length > MESSAGE_MAX) return refuse(m.bodyTooLong);
    setError(undefined);
    reply.mutate(
      { id: threadId, body: text },
      {
        onSuccess: () => {
          setBody('');
          toast.success(m.replied);
        },
        onError: (failure) => toast.error(failureText(failure, m.replyFailed)),
      },
    );
  };
  return (
    <Card title="返信">
      <Stack $gap={3} ref={form}>
        <TextArea
          label="返信の本文"
          description="ご家族のマイページに、あなたの表示名で届きます。"
          value={body}
          onChange={(value) => {
            setBody(value);
            if (error) setError(undefined);
          }}
          rows={4}
          maxCharacters={MESSAGE_MAX}
          errorMessage={error}
        />
        <div>
          <Button
            variant="primary"
            icon={<Send aria-hidden="true" />}
            isLoading={reply.isPending}
            onPress={send}
          >
            返信する
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function ThreadView({ thread }: { thread: FamilyThreadDetail }) {
  const { mutate: markRead } = useMarkFamilyThreadRead();
  // Read once per family message that arrives unread while the thread is open (not again on each re-read).
  const marked = useRef(0);
  const latestUnread = Math.max(
    0,
    ...thread.messages.filter((msg) => msg.author === 'family' && msg.read_at === null).map((msg) => msg.id),
  );
  useEffect(() => {
    if (latestUnread <= marked.current) return;
    marked.current = latestUnread;
    markRead(thread.id);
  }, [thread.id, latestUnread, markRead]);
  const title = `${thread.family.name || 'ご家族'}様`;
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: 'コミュニケーション' }, LIST, { label: title }]} />
      <Stack $gap={4}>
        <Card title="ご家族">
          <DescriptionList
            items={[
              {
                term: '会員',
                description: thread.family.members.map((member) => member.name).join('・') || '—',
              },
              { term: '店舗', description: thread.store.name },
            ]}
          />
        </Card>
        <Card title="メッセージ">
          <ChatMessageList aria-label="メッセージ一覧">
            {thread.messages.map((message) => {
              const desk = message.author === 'staff';
              return (
                <ChatMessage
                  key={message.id}
                  senderName={
                    desk ? (message.staff_name ?? 'スタッフ') : `${thread.family.name || 'ご家族'}様`
                  }
                  timeLabel={formatDateTime(message.created_at)}
                  dateTime={message.created_at}
                  body={message.body}
                  isOwn={desk}
                  context={
                    desk ? (
                      message.read_at ? (
                        <span>既読</span>
                      ) : null
                    ) : message.read_at ? null : (
                      <Badge tone="info">未読</Badge>
                    )
                  }
                />
              );
            })}
          </ChatMessageList>
        </Card>
        <Reply threadId={thread.id} />
      </Stack>
    </>
  );
}
