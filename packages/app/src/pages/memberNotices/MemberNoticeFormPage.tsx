import {
  type MemberNoticeAudienceKind,
  type MemberNoticeLesson,
  useClasses,
  useCreateMemberNotice,
  useGrades,
  useLessonNoticeDraft,
} from '@kayoi/api-client';
import {
  type MemberNoticeFormValues,
  memberNoticeAudienceKinds,
  memberNoticeFormSchema,
  memberNoticeInputOf,
} from '@kayoi/api-client/forms';
import { weekdayLabels } from '@kayoi/domain/labels';
import {
  Alert,
  Button,
  FieldSpan,
  FormActions,
  FormSection,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  TextArea,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { CustomerPicker } from '../billing/CustomerPicker.tsx';
import { audienceKindLabels, noticeMessages as m } from './messages.ts';

const LIST = { label: m.listTitle, href: href('member-notices') };

interface NoticeValues extends Record<string, unknown> {
  title: string;
  body: string;
  audience_kind: MemberNoticeAudienceKind;
  class_id: string;
  grade_id: string;
  customer_id: string;
}

const EMPTY: NoticeValues = {
  title: '',
  body: '',
  audience_kind: 'store',
  class_id: '',
  grade_id: '',
  customer_id: '',
};

/**
 * /member-notices/new: a notice to families, published at once. With `?class_id=…&date=…` (the class page's
 * お知らせを作成 on a 休講 or 代行 lesson) the server's draft fills the form, to edit before publishing.
 */
export function MemberNoticeNewPage() {
  const [params] = useSearchParams();
  const classId = Number(params.get('class_id'));
  const date = params.get('date') ?? '';
  const fromLesson = classId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const draft = useLessonNoticeDraft(classId, date, fromLesson);
  if (!fromLesson) return <NoticeForm initial={EMPTY} />;
  if (draft.isPending) return <Skeleton height={320} />;
  if (draft.isError) {
    return (
      <Stack $gap={4}>
        <Alert tone="danger">{failureText(draft.error, m.draftFailed)}</Alert>
        <NoticeForm initial={EMPTY} />
      </Stack>
    );
  }
  return (
    <NoticeForm
      initial={{
        ...EMPTY,
        title: draft.data.title,
        body: draft.data.body,
        audience_kind: draft.data.audience.kind,
        class_id: String(draft.data.audience.class_id ?? ''),
      }}
      lesson={draft.data.lesson}
    />
  );
}

type NoticeFormState = ReturnType<typeof useSchemaForm<NoticeValues, MemberNoticeFormValues>>;

function ClassTarget({ form }: { form: NoticeFormState }) {
  const classes = useClasses();
  return (
    <Select
      label="クラス"
      isRequired
      items={(classes.data ?? []).map((k) => ({
        id: String(k.id),
        label: `${k.name}（${weekdayLabels[k.day_of_week]} ${k.start_time}〜）`,
      }))}
      isLoading={classes.isPending}
      selectedKey={form.values.class_id || null}
      onSelectionChange={(key) => form.set('class_id', key === null ? '' : String(key))}
      errorMessage={form.errors.class_id}
    />
  );
}

function GradeTarget({ form }: { form: NoticeFormState }) {
  const grades = useGrades({ per_page: 100 });
  return (
    <Select
      label="級"
      isRequired
      items={(grades.data?.data ?? []).map((g) => ({
        id: String(g.id),
        label: `${g.school.name} ${g.name}`,
      }))}
      isLoading={grades.isPending}
      selectedKey={form.values.grade_id || null}
      onSelectionChange={(key) => form.set('grade_id', key === null ? '' : String(key))}
      errorMessage={form.errors.grade_id}
    />
  );
}

function FamilyTarget({ form }: { form: NoticeFormState }) {
  const [chosen, setChosen] = useState('');
  return (
    <CustomerPicker
      label="会員"
      description={
        chosen
          ? `選択中：${chosen}（この会員のマイページのご家族に届きます）`
          : 'この会員のマイページのご家族に届きます'
      }
      errorMessage={form.errors.customer_id}
      onPick={(customer) => {
        setChosen(`${customer.name}（${customer.memberNumber}）`);
        form.set('customer_id', String(customer.id));
      }}
    />
  );
}

/** The one class, grade or family the audience's kind names. */
const TARGETS: Partial<Record<MemberNoticeAudienceKind, (props: { form: NoticeFormState }) => ReactNode>> = {
  class: ClassTarget,
  grade: GradeTarget,
  family: FamilyTarget,
};

/** `lesson`: the 休講 or 代行 the notice was drafted from (families are told of it as 休講・代行). */
function NoticeForm({ initial, lesson }: { initial: NoticeValues; lesson?: MemberNoticeLesson }) {
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSessionUser();
  const create = useCreateMemberNotice();
  const form = useSchemaForm<NoticeValues, MemberNoticeFormValues>(memberNoticeFormSchema, initial);
  const saved = useRef(false);
  useUnsavedChangesWarning({ hasChanges: () => !saved.current && form.hasChanges() });
  const Target = TARGETS[form.values.audience_kind];
  const kinds = memberNoticeAudienceKinds.filter((kind) => kind !== 'all' || user.role === 'admin');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = form.validate();
    if (parsed === null) return;
    create.mutate(lesson ? { ...memberNoticeInputOf(parsed), lesson } : memberNoticeInputOf(parsed), {
      onSuccess: (notice) => {
        saved.current = true;
        form.markSaved();
        toast.success('お知らせを公開しました');
        navigate(href('member-notices/:id', { id: notice.id }));
      },
      onError: (error) => {
        form.refused(error);
        toast.error(failureText(error, m.publishFailed));
      },
    });
  };

  return (
    <>
      <PageHeader
        title={m.newTitle}
        description="公開すると、対象のご家族のマイページ「お知らせ」にすぐ表示されます。"
        breadcrumbs={[{ label: 'コミュニケーション' }, LIST, { label: '作成' }]}
      />
      <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={m.newTitle}>
        <FormSection title="対象">
          <Select
            label="届け先"
            items={kinds.map((kind) => ({ id: kind, label: audienceKindLabels[kind] }))}
            selectedKey={form.values.audience_kind}
            onSelectionChange={(key) =>
              form.set('audience_kind', (key ?? 'store') as MemberNoticeAudienceKind)
            }
            errorMessage={form.errors.audience_kind}
          />
          {Target ? <Target form={form} /> : null}
        </FormSection>
        <FormSection title="内容">
          <FieldSpan span="full">
            <TextField
              label="件名"
              isRequired
              placeholder="例）年末年始の休館のお知らせ"
              {...form.text('title')}
            />
          </FieldSpan>
          <FieldSpan span="full">
            <TextArea
              label="本文"
              isRequired
              rows={10}
              description="文字だけが表示されます（改行とhttp(s)・mailtoのリンクはそのまま使えます）"
              {...form.text('body')}
            />
          </FieldSpan>
        </FormSection>
        <FormActions>
          <Button
            variant="ghost"
            isDisabled={create.isPending}
            onPress={() => navigate(href('member-notices'))}
          >
            やめる
          </Button>
          <Button
            type="submit"
            variant="primary"
            icon={<Send aria-hidden="true" />}
            isLoading={create.isPending}
          >
            公開する
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
