import { mutationMessages } from '@kayoi/api-client/messages';
import { Button, FormActions, FormSection, PageHeader, Switch, useToast } from '@kayoi/ui';
import { Save } from 'lucide-react';
import type { ComponentType, FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import type { SchemaForm } from '../../forms/useSchemaForm.ts';
import { MasterRecordLoader, type MasterRecordQuery } from './MasterDetail.tsx';
import { detailHref, listHref, type MasterArea } from './masterArea.ts';

interface Saving<Vars, Saved> {
  mutate: (
    vars: Vars,
    options: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * master/{new, {id}/edit}: a master's form as every form of the app behaves (useSchemaForm judges it with the
 * schema the server uses, a refused field shows the server's words, leaving with changes asks first), with
 * the 有効 switch last and the seed's toasts: the server's message or 登録に失敗しました / 更新に失敗しました.
 */
export function MasterForm<V extends Record<string, unknown> & { is_active: boolean }, Out, Input>({
  area,
  record,
  form,
  toInput,
  create,
  update,
  messages,
  activeDescription,
  children,
}: {
  area: MasterArea;
  /** The record being edited; absent, a new one. */
  record?: { id: number; name: string } | undefined;
  form: SchemaForm<V, Out>;
  /** The parsed form as the operation's body. */
  toInput: (parsed: Out) => Input;
  create: Saving<Input, { id: number }>;
  update: Saving<{ id: number; input: Input }, { id: number }>;
  messages: { created: string; updated: string };
  /** What 無効 means for this master (no longer offered for new contracts …). */
  activeDescription: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  useUnsavedChangesWarning(form);
  const saving = create.isPending || update.isPending;
  const title = record ? `${area.noun}編集` : `${area.noun}登録`;
  const back = record ? detailHref(area, record.id) : listHref(area);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = form.validate();
    if (parsed === null) return;
    const input = toInput(parsed);
    const failed = (error: Error, fallback: string) => {
      form.refused(error);
      toast.error(failureText(error, fallback));
    };
    const saved = (message: string) => (result: { id: number }) => {
      form.markSaved();
      toast.success(message);
      navigate(detailHref(area, result.id));
    };
    if (record) {
      update.mutate(
        { id: record.id, input },
        {
          onSuccess: saved(messages.updated),
          onError: (error) => failed(error, mutationMessages.updateFailed),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: saved(messages.created),
        onError: (error) => failed(error, mutationMessages.createFailed),
      });
    }
  };

  return (
    <>
      <PageHeader
        title={record ? `${record.name}を編集` : title}
        breadcrumbs={[
          { label: 'マスタ' },
          { label: `${area.noun}一覧`, href: listHref(area) },
          ...(record ? [{ label: record.name, href: back }, { label: '編集' }] : [{ label: '新規登録' }]),
        ]}
      />
      <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={title}>
        {children}
        <FormSection title="状態" columns={1}>
          <Switch
            isSelected={form.values.is_active}
            onChange={(on) => form.set('is_active', on as V['is_active'])}
          >
            有効（{activeDescription}）
          </Switch>
        </FormSection>
        <FormActions>
          <Button variant="ghost" onPress={() => navigate(back)} isDisabled={saving}>
            やめる
          </Button>
          <Button type="submit" variant="primary" icon={<Save aria-hidden="true" />} isLoading={saving}>
            {record ? '保存' : '登録'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}

/**
 * A master's new and {id}/edit pages from its form: new opens it empty, edit once the record is read (or says
 * why it cannot be).
 */
export function masterFormPages<R>(
  area: MasterArea,
  useRecord: (id: number) => MasterRecordQuery<R>,
  Form: ComponentType<{ record?: R | undefined }>,
) {
  function EditPage() {
    const record = useRecord(Number(useParams().id));
    return (
      <MasterRecordLoader area={area} title={`${area.noun}編集`} query={record}>
        {(loaded) => <Form record={loaded} />}
      </MasterRecordLoader>
    );
  }
  const NewPage = () => <Form />;
  return { NewPage, EditPage };
}
