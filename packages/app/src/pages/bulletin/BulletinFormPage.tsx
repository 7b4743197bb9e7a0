import {
  type BulletinPost,
  listStoresQueryOptions,
  useBulletinPost,
  useCreateBulletinPost,
  useUpdateBulletinPost,
} from '@kayoi/api-client';
import {
  type BulletinPostFormValues,
  bulletinCategories,
  bulletinPostFormSchema,
  bulletinPriorities,
} from '@kayoi/api-client/forms';
import {
  type AttachmentItem,
  AttachmentList,
  Button,
  DatePicker,
  FieldSpan,
  FormActions,
  FormSection,
  PageHeader,
  Select,
  Stack,
  Switch,
  TextArea,
  TextField,
  useToast,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { Paperclip, Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { toHalfWidth } from '../../forms/address.ts';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { type SchemaForm, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { ACCEPTED_FILE_TYPES, categoryLabels, bulletinMessages as m, priorityLabels } from './messages.ts';

const LIST = { label: m.listTitle, href: href('bulletin-boards') };
const ALL_STORES = 'all';

interface PostValues extends Record<string, unknown> {
  title: string;
  body: string;
  category: string;
  priority: string;
  store_id: string;
  is_pinned: boolean;
  is_active: boolean;
  /** 'YYYY-MM-DDTHH:MM' as a datetime-local input gives it ('' = none); the client sends the server's format. */
  publish_start: string;
  publish_end: string;
}

/** '2026-11-20 09:00:00' → '2026-11-20T09:00'. */
const localOf = (server: string | null) => (server ? server.slice(0, 16).replace(' ', 'T') : '');

const valuesOf = (post: BulletinPost | undefined, ownStore: number | null): PostValues => ({
  title: post?.title ?? '',
  body: post?.body ?? '',
  category: post?.category.value ?? 'general',
  priority: post?.priority.value ?? 'normal',
  store_id: post ? (post.store_id === null ? '' : String(post.store_id)) : ownStore ? String(ownStore) : '',
  is_pinned: post?.flags.is_pinned ?? false,
  is_active: post?.flags.is_active ?? true,
  publish_start: localOf(post?.publish_window.start ?? null),
  publish_end: localOf(post?.publish_window.end ?? null),
});

/** /bulletin-boards/new. */
export const BulletinNewPage = () => <BulletinForm />;

/** /bulletin-boards/{id}/edit, once the post is read. */
export function BulletinEditPage() {
  const post = useBulletinPost(Number(useParams().id));
  return (
    <RecordQuery query={post} title={m.editTitle} parent={LIST} noun="投稿">
      {(loaded) => <BulletinForm post={loaded} />}
    </RecordQuery>
  );
}

/** A date (DatePicker) and a time (HH:MM) that make one publish instant; no date = no limit. */
function PublishInstant({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  const [date = '', time = ''] = value ? value.split('T') : [];
  const [typedTime, setTypedTime] = useState(time);
  const compose = (day: string, at: string) => onChange(day ? `${day}T${at || '00:00'}` : '');
  return (
    <Stack $direction="row" $gap={2} $align="end" $wrap>
      <DatePicker
        label={`${label}日`}
        value={date || null}
        onChange={(day) => compose(day ?? '', typedTime)}
        errorMessage={errorMessage}
      />
      <TextField
        label={`${label}時刻`}
        placeholder="09:00"
        inputMode="numeric"
        value={typedTime}
        isDisabled={!date}
        onChange={setTypedTime}
        onBlur={() => {
          const cleaned = toHalfWidth(typedTime).replace(/^(\d):/, '0$1:');
          setTypedTime(cleaned);
          compose(date, cleaned);
        }}
      />
      {date ? (
        // Removes this end of the window: the post is then shown from now, or with no end (sent as null).
        <Button
          variant="ghost"
          aria-label={`${label}日時を解除`}
          onPress={() => {
            setTypedTime('');
            onChange('');
          }}
        >
          解除
        </Button>
      ) : null}
    </Stack>
  );
}

function BulletinForm({ post }: { post?: BulletinPost }) {
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSessionUser();
  const create = useCreateBulletinPost();
  const update = useUpdateBulletinPost();
  const form = useSchemaForm<PostValues, BulletinPostFormValues>(bulletinPostFormSchema, () =>
    valuesOf(post, user.store_id),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  // Chosen or removed files are changes too; once saved, leaving asks nothing (read when leaving).
  const saved = useRef(false);
  useUnsavedChangesWarning({
    hasChanges: () => !saved.current && (form.hasChanges() || files.length > 0 || removed.length > 0),
  });
  const saving = create.isPending || update.isPending;

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const chosen = [...list];
    const refused = chosen.find((file) => !(ACCEPTED_FILE_TYPES as readonly string[]).includes(file.type));
    const tooLarge = chosen.find((file) => file.size > m.maxFileBytes);
    if (refused) return setFileError(m.fileTypeRefused(refused.name));
    if (tooLarge) return setFileError(m.fileTooLarge(tooLarge.name));
    if (files.length + chosen.length > m.maxFiles) return setFileError(m.tooManyFiles);
    setFileError(null);
    setFiles([...files, ...chosen]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = form.validate();
    if (parsed === null) return;
    const fields = { ...parsed, store_id: parsed.store_id ?? undefined, files };
    const done = (message: string) => (result: { id: number }) => {
      saved.current = true;
      form.markSaved();
      setFiles([]);
      setRemoved([]);
      toast.success(message);
      navigate(href('bulletin-boards/:id', { id: result.id }));
    };
    const failed = (fallback: string) => (error: Error) => {
      form.refused(error);
      toast.error(failureText(error, fallback));
    };
    if (post) {
      // A cleared date removes that end of the window (null); the form's schema gives undefined for it.
      const window = {
        publish_start: parsed.publish_start ?? null,
        publish_end: parsed.publish_end ?? null,
      };
      update.mutate(
        { id: post.id, fields: { ...fields, ...window, remove_files: removed } },
        { onSuccess: done(m.updated), onError: failed(m.updateFailed) },
      );
    } else {
      create.mutate(fields, { onSuccess: done(m.created), onError: failed(m.createFailed) });
    }
  };

  const title = post ? m.editTitle : m.newTitle;
  const kept = (post?.attachments ?? []).filter((a) => !removed.includes(a.id));

  return (
    <>
      <PageHeader
        title={post ? `${post.title}を編集` : title}
        breadcrumbs={[
          { label: 'コミュニケーション' },
          LIST,
          ...(post
            ? [{ label: post.title, href: href('bulletin-boards/:id', { id: post.id }) }, { label: '編集' }]
            : [{ label: '新規投稿' }]),
        ]}
      />
      <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={title}>
        <ContentSection form={form} />
        <PublishSection form={form} />
        <FormSection
          title="添付ファイル"
          description="画像・PDF・Word・Excel、1件10MBまで、一度に5件まで。"
          columns={1}
        >
          {kept.length > 0 ? (
            <AttachmentList
              label="添付済みのファイル"
              items={kept}
              onRemove={(item: AttachmentItem) => setRemoved([...removed, Number(item.id)])}
            />
          ) : null}
          <AttachmentList
            label="追加するファイル"
            showPreviews={false}
            items={files.map((file, index) => ({
              id: index,
              name: file.name,
              mime_type: file.type,
              size: file.size,
            }))}
            onRemove={(item) => setFiles(files.filter((_, index) => index !== item.id))}
          />
          <span>
            <FileTrigger allowsMultiple acceptedFileTypes={[...ACCEPTED_FILE_TYPES]} onSelect={addFiles}>
              <Button variant="secondary" icon={<Paperclip aria-hidden="true" />}>
                ファイルを添付
              </Button>
            </FileTrigger>
          </span>
          {fileError ? <p role="alert">{fileError}</p> : null}
        </FormSection>
        <FormActions>
          <Button
            variant="ghost"
            isDisabled={saving}
            onPress={() =>
              navigate(post ? href('bulletin-boards/:id', { id: post.id }) : href('bulletin-boards'))
            }
          >
            やめる
          </Button>
          <Button type="submit" variant="primary" icon={<Save aria-hidden="true" />} isLoading={saving}>
            {post ? '保存' : '投稿する'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}

type PostForm = SchemaForm<PostValues, BulletinPostFormValues>;

/** 内容: title, body, category, priority and the store it is for (all stores, or one). */
function ContentSection({ form }: { form: PostForm }) {
  const { values, errors, text } = form;
  const user = useSessionUser();
  const isAdmin = user.role === 'admin';
  // Only an administrator chooses the store: the store list is theirs alone.
  const stores = useQuery({ ...listStoresQueryOptions(), enabled: isAdmin });
  const storeItems = [
    { id: ALL_STORES, label: m.allStores },
    ...(isAdmin
      ? (stores.data ?? []).map((store) => ({ id: String(store.id), label: store.name }))
      : user.store_id
        ? [{ id: String(user.store_id), label: user.store ?? '所属店舗' }]
        : []),
  ];
  return (
    <FormSection title="内容">
      <FieldSpan span="full">
        <TextField label="件名" isRequired placeholder="例）年末年始の営業について" {...text('title')} />
      </FieldSpan>
      <FieldSpan span="full">
        <TextArea
          label="本文"
          isRequired
          rows={10}
          description="文字だけが表示されます（改行とhttp(s)・mailtoのリンクはそのまま使えます）"
          {...text('body')}
        />
      </FieldSpan>
      <Select
        label="カテゴリ"
        items={bulletinCategories.map((id) => ({ id, label: categoryLabels[id] }))}
        selectedKey={values.category || null}
        onSelectionChange={(key) => form.set('category', key === null ? '' : String(key))}
        errorMessage={errors.category}
      />
      <Select
        label="優先度"
        items={bulletinPriorities.map((id) => ({ id, label: priorityLabels[id] }))}
        selectedKey={values.priority || null}
        onSelectionChange={(key) => form.set('priority', key === null ? '' : String(key))}
        errorMessage={errors.priority}
      />
      <Select
        label="対象店舗"
        items={storeItems}
        isLoading={isAdmin && stores.isPending}
        selectedKey={values.store_id || ALL_STORES}
        onSelectionChange={(key) =>
          form.set('store_id', key === ALL_STORES || key === null ? '' : String(key))
        }
        errorMessage={errors.store_id}
      />
    </FormSection>
  );
}

/** 公開: the window it is shown in, pinned, and whether it is published at all. */
function PublishSection({ form }: { form: PostForm }) {
  const { values, errors } = form;
  return (
    <FormSection
      title="公開"
      description="公開期間の外では、投稿者と管理者のほかには表示されません。日付を空にすると期限なしです。"
    >
      <PublishInstant
        label="公開開始"
        value={values.publish_start}
        onChange={(value) => form.set('publish_start', value)}
        errorMessage={errors.publish_start}
      />
      <PublishInstant
        label="公開終了"
        value={values.publish_end}
        onChange={(value) => form.set('publish_end', value)}
        errorMessage={errors.publish_end}
      />
      <Switch isSelected={values.is_pinned} onChange={(on) => form.set('is_pinned', on)}>
        ピン留め（一覧の先頭に表示）
      </Switch>
      <Switch isSelected={values.is_active} onChange={(on) => form.set('is_active', on)}>
        公開する（オフで下書き・非公開）
      </Switch>
    </FormSection>
  );
}
