import {
  type BulletinComment,
  type BulletinPost,
  bulletinKeys,
  useBulletinComments,
  useBulletinPost,
  useCreateBulletinComment,
  useDeleteBulletinComment,
  useDeleteBulletinPost,
  useMarkBulletinPostAsRead,
} from '@kayoi/api-client';
import {
  AttachmentList,
  Badge,
  Button,
  Card,
  ChatMessage,
  ChatMessageList,
  ConfirmDialog,
  DescriptionList,
  formatCount,
  formatDateTime,
  LinkedText,
  PageHeader,
  Stack,
  TextArea,
  useToast,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare, Pencil, Pin, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href, MANAGERS } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { refusalText } from '../chat/messages.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { PriorityBadge } from './BulletinListPage.tsx';
import { bulletinMessages as m } from './messages.ts';
import { ReadReceiptsCard } from './ReadReceiptsCard.tsx';

const LIST = { label: m.listTitle, href: href('bulletin-boards') };

/** Authors, managers and admins edit and delete a post (the server decides; the page hides what it refuses). */
export function useMayEditPost(post: Pick<BulletinPost, 'author'> | undefined) {
  const user = useSessionUser();
  return Boolean(post && (post.author.id === user.id || MANAGERS.includes(user.role)));
}

/** /bulletin-boards/{id}: the post as text, its files, who read it (managers), and the comments. Opening marks it read. */
export function BulletinDetailPage() {
  const id = Number(useParams().id);
  const post = useBulletinPost(id);
  return (
    <RecordQuery query={post} title="掲示板詳細" parent={LIST} noun="投稿">
      {(loaded) => <BulletinPostView post={loaded} />}
    </RecordQuery>
  );
}

function BulletinPostView({ post }: { post: BulletinPost }) {
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSessionUser();
  const mayEdit = useMayEditPost(post);
  const remove = useDeleteBulletinPost();
  const markRead = useMarkBulletinPostAsRead();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  // Opening the post is reading it: once per visit, only while unread.
  const marked = useRef(false);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (post.flags.is_read || marked.current) return;
    marked.current = true;
    // The manager's receipts list counts the reader in once the mark is saved.
    mark(post.id, {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: bulletinKeys.readReceipts(post.id) }),
    });
  }, [post.flags.is_read, post.id, mark, queryClient]);

  const { start, end } = post.publish_window;
  return (
    <>
      <PageHeader
        title={post.title}
        breadcrumbs={[{ label: 'コミュニケーション' }, LIST, { label: post.title }]}
        description={
          <Stack $direction="row" $gap={2} $align="center" $wrap>
            {post.flags.is_pinned ? (
              <Badge tone="info">
                <Pin aria-hidden="true" size={12} />
                {m.pinned}
              </Badge>
            ) : null}
            <Badge tone="neutral">{post.category.label}</Badge>
            <PriorityBadge priority={post.priority} />
            {post.flags.is_active ? null : <Badge tone="neutral">{m.inactive}</Badge>}
            <span>
              {post.author.name}　{formatDateTime(post.meta.created_at)}
            </span>
          </Stack>
        }
        actions={
          mayEdit ? (
            <>
              <Button
                variant="secondary"
                icon={<Pencil aria-hidden="true" />}
                onPress={() => navigate(href('bulletin-boards/:id/edit', { id: post.id }))}
              >
                編集
              </Button>
              <Button
                variant="danger"
                icon={<Trash2 aria-hidden="true" />}
                onPress={() => setConfirming(true)}
              >
                削除
              </Button>
            </>
          ) : null
        }
      />
      <Stack $gap={4}>
        <Card title="本文">
          <Stack $gap={4}>
            <LinkedText text={post.body} />
            <AttachmentList label="添付ファイル" items={post.attachments} />
          </Stack>
        </Card>
        <Card title="掲示の情報">
          <DescriptionList
            items={[
              { term: '対象', description: post.store_id === null ? m.allStores : '所属店舗' },
              {
                term: '公開期間',
                description:
                  start || end
                    ? `${start ? start.slice(0, 16) : '—'} 〜 ${end ? end.slice(0, 16) : '—'}`
                    : '期限なし',
              },
              {
                term: '閲覧・既読',
                description: `閲覧 ${formatCount(post.statistics.view_count)}回　既読 ${formatCount(post.statistics.read_count)}名`,
              },
              { term: '最終更新', description: formatDateTime(post.meta.updated_at) },
            ]}
          />
        </Card>
        {MANAGERS.includes(user.role) ? <ReadReceiptsCard postId={post.id} /> : null}
        <Comments post={post} />
      </Stack>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="投稿を削除しますか？"
        message={`「${post.title}」を削除します。コメントと添付ファイルも表示されなくなります。`}
        confirmLabel="削除する"
        tone="danger"
        isConfirming={remove.isPending}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              toast.success(m.deleted);
              navigate(href('bulletin-boards'));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(failureText(error, m.deleteFailed));
            },
          })
        }
      />
    </>
  );
}

/** The comments, oldest first: everyone comments; authors (and managers) delete theirs. */
function Comments({ post }: { post: BulletinPost }) {
  const toast = useToast();
  const user = useSessionUser();
  const comments = useBulletinComments(post.id);
  const create = useCreateBulletinComment();
  const remove = useDeleteBulletinComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<BulletinComment | null>(null);
  const mayDelete = (comment: BulletinComment) =>
    comment.author_id === user.id || MANAGERS.includes(user.role);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (text.trim() === '') {
      setError('コメントを入力してください');
      return;
    }
    setError(undefined);
    create.mutate(
      { postId: post.id, content: text },
      {
        onSuccess: () => {
          setText('');
          toast.success(m.commentCreated);
        },
        onError: (failure) =>
          toast.error(m.commentPostErrorTitle, refusalText(failure, m.commentPostFailed, 'content')),
      },
    );
  };

  const list = comments.data ?? [];
  return (
    <Card title={`コメント（${formatCount(comments.data?.length ?? post.statistics.comment_count)}）`}>
      <Stack $gap={4}>
        {comments.isError ? (
          <p role="alert">コメントを読み込めませんでした。</p>
        ) : list.length === 0 && !comments.isPending ? (
          <p>まだコメントはありません。</p>
        ) : (
          <ChatMessageList aria-label="コメント">
            {list.map((comment) => (
              <ChatMessage
                key={comment.id}
                noun="コメント"
                senderName={comment.author.name}
                senderPhotoUrl={comment.author.photo_url}
                timeLabel={formatDateTime(comment.meta.created_at)}
                dateTime={comment.meta.created_at}
                body={comment.body}
                onDelete={mayDelete(comment) ? () => setDeleting(comment) : undefined}
              />
            ))}
          </ChatMessageList>
        )}
        <form onSubmit={submit} aria-label="コメントを書く">
          <Stack $gap={2}>
            <TextArea
              label="コメント"
              value={text}
              onChange={setText}
              rows={3}
              errorMessage={error}
              placeholder="コメントを入力"
            />
            <span>
              <Button
                type="submit"
                variant="primary"
                icon={<MessageSquare aria-hidden="true" />}
                isLoading={create.isPending}
              >
                コメントする
              </Button>
            </span>
          </Stack>
        </form>
      </Stack>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="コメントを削除しますか？"
        message="このコメントを削除します。この操作は取り消せません。"
        confirmLabel="削除する"
        tone="danger"
        isConfirming={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { postId: post.id, commentId: deleting.id },
            {
              onSuccess: () => {
                setDeleting(null);
                toast.success(m.commentDeleted);
              },
              onError: (failure) => {
                setDeleting(null);
                toast.error(m.commentDeleteErrorTitle, failureText(failure, m.deleteFailed));
              },
            },
          );
        }}
      />
    </Card>
  );
}
