import {
  type CollectionProfile,
  type CollectionProfileInput,
  useCollectionProfiles,
  useCreateCollectionProfile,
  useDeleteCollectionProfile,
  useUpdateCollectionProfile,
} from '@kayoi/api-client';
import { formatYen } from '@kayoi/domain/money';
import { zenginMessages as zenginRules } from '@kayoi/domain/zengin';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FieldSpan,
  FormSection,
  formatCount,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  StatusBadge,
  Switch,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '../../forms/failure.ts';
import { BankBranchPicker, type MasterEntry } from './BankBranchPicker.tsx';
import { HolderPreview, zenginNameOf } from './HolderPreview.tsx';
import { Table } from './InvoiceTable.tsx';
import { accountRefusals, paddedAccountNumber, useZenginDraft, ZenginFormDialog } from './zenginForm.tsx';
import { zenginMessages } from './zenginMessages.ts';

const text = zenginMessages.profiles;
const COLLECTION_ACCOUNT_TYPES = [1, 2, 9] as const;
const DEFAULT_FILE_NAME = 'ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt';

interface Draft {
  name: string;
  consignorCode: string;
  consignorName: string;
  bank: MasterEntry | null;
  branch: MasterEntry | null;
  accountType: CollectionProfileInput['account_type'];
  accountNumber: string;
  withdrawalRule: NonNullable<CollectionProfileInput['withdrawal_day_rule']>;
  withdrawalDay: string;
  newCodePolicy: NonNullable<CollectionProfileInput['new_code_policy']>;
  framing: NonNullable<CollectionProfileInput['record_framing']>;
  fileName: string;
  extraCharacters: string;
  maxAmount: string;
  isDefault: boolean;
}

const draftOf = (profile: CollectionProfile | null, isFirst: boolean): Draft => ({
  name: profile?.name ?? '',
  consignorCode: profile?.consignor_code ?? '',
  consignorName: profile?.consignor_name ?? '',
  bank: profile ? { code: profile.bank_code, name: profile.bank_name } : null,
  branch: profile ? { code: profile.branch_code, name: profile.branch_name } : null,
  accountType: profile?.account_type ?? 1,
  accountNumber: profile?.account_number ?? '',
  withdrawalRule: profile?.withdrawal_day_rule ?? 'cycle',
  withdrawalDay: profile?.withdrawal_day ? String(profile.withdrawal_day) : '',
  newCodePolicy: profile?.new_code_policy ?? 'first_debit',
  framing: profile?.record_framing ?? 120,
  fileName: profile?.file_name_pattern ?? DEFAULT_FILE_NAME,
  extraCharacters: profile?.extra_allowed_characters ?? '',
  maxAmount: profile?.max_amount_per_record ? String(profile.max_amount_per_record) : '',
  isDefault: profile?.is_default ?? isFirst,
});

const digitsOrNull = (typed: string) => {
  const value = typed.normalize('NFKC').replace(/[,\s]/g, '');
  return value === '' ? null : Number(value);
};

/** 委託者名 in the header record: 40 half-width characters, with the characters this bank or agent also takes. */
const consignorRule = (draft: Draft) => ({ label: '委託者名', maxLength: 40, extra: draft.extraCharacters });

/** What the screen refuses before sending, in the server's words (the same rules, @kayoi/domain/zengin). */
function refusals(draft: Draft): Record<string, string> {
  const name = zenginNameOf(draft.consignorName, consignorRule(draft));
  return {
    ...(draft.name.trim() ? {} : { name: `${text.name}を入力してください` }),
    ...(/^\d{10}$/.test(draft.consignorCode.normalize('NFKC').trim())
      ? {}
      : { consignor_code: zenginRules.consignorCode }),
    ...(name.ok ? {} : { consignor_name: name.message }),
    ...accountRefusals(draft),
  };
}

/** The profile's form in a dialog: who collects, their codes, the collection account and the file's rules. */
function ProfileDialog({
  profile,
  isFirst,
  onClose,
}: {
  profile: CollectionProfile | null;
  isFirst: boolean;
  onClose: () => void;
}) {
  const create = useCreateCollectionProfile();
  const update = useUpdateCollectionProfile();
  const saving = create.isPending || update.isPending;
  const form = useZenginDraft(() => draftOf(profile, isFirst), refusals);
  const { draft } = form;

  const submit = () => {
    const { bank, branch } = draft;
    if (!form.check() || !bank || !branch) return;
    const input: CollectionProfileInput = {
      name: draft.name.trim(),
      consignor_code: draft.consignorCode.normalize('NFKC').trim(),
      consignor_name: draft.consignorName.trim(),
      bank_code: bank.code,
      branch_code: branch.code,
      account_type: draft.accountType,
      account_number: paddedAccountNumber(draft.accountNumber),
      withdrawal_day_rule: draft.withdrawalRule,
      withdrawal_day: draft.withdrawalRule === 'fixed_day' ? digitsOrNull(draft.withdrawalDay) : null,
      new_code_policy: draft.newCodePolicy,
      record_framing: draft.framing,
      file_name_pattern: draft.fileName.trim(),
      extra_allowed_characters: draft.extraCharacters,
      max_amount_per_record: digitsOrNull(draft.maxAmount),
      is_default: draft.isDefault,
    };
    const done = {
      onSuccess: () => {
        form.saved(profile ? text.updated : text.created);
        onClose();
      },
      onError: (failure: Error) => form.failed(failure, text.saveFailed),
    };
    if (profile) update.mutate({ id: profile.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <ZenginFormDialog
      id="collection-profile-form"
      title={profile ? `${text.noun}の編集` : text.add}
      size="lg"
      submitLabel={profile ? '保存' : '登録'}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack $gap={5}>
        <ConsignorSection form={form} />
        <AccountSection form={form} saving={saving} />
        <FileFormatSection form={form} />
      </Stack>
    </ZenginFormDialog>
  );
}

type DraftForm = ReturnType<typeof useZenginDraft<Draft>>;

/** 委託者: the profile's name, the consignor code and name (with the name as the bank file writes it). */
function ConsignorSection({ form }: { form: DraftForm }) {
  const { draft } = form;
  return (
    <FormSection title="委託者">
      <FieldSpan span="full">
        <TextField label={text.name} description={text.nameHint} {...form.text('name', 'name')} isRequired />
      </FieldSpan>
      <TextField
        label={text.consignorCode}
        description={text.consignorCodeHint}
        inputMode="numeric"
        {...form.text('consignorCode', 'consignor_code')}
        isRequired
      />
      <Stack $gap={1}>
        <TextField
          label={text.consignorName}
          description={text.consignorNameHint}
          {...form.text('consignorName', 'consignor_name')}
          isRequired
        />
        <HolderPreview
          typed={draft.consignorName}
          caption={zenginMessages.account.consignorPreview}
          rule={consignorRule(draft)}
        />
      </Stack>
    </FormSection>
  );
}

/** The account the debits are collected into. */
function AccountSection({ form, saving }: { form: DraftForm; saving: boolean }) {
  const { draft, set, error } = form;
  return (
    <FormSection title={text.account}>
      <BankBranchPicker
        bank={draft.bank}
        branch={draft.branch}
        onBankChange={(bank) => set('bank', bank)}
        onBranchChange={(branch) => set('branch', branch)}
        bankError={error('bank_code')}
        branchError={error('branch_code')}
        isDisabled={saving}
      />
      <Select
        label={zenginMessages.account.type}
        items={COLLECTION_ACCOUNT_TYPES.map((type) => ({
          id: type,
          label: zenginMessages.accountTypes[type] ?? '',
        }))}
        selectedKey={draft.accountType}
        onSelectionChange={(key) => key !== null && set('accountType', Number(key) as Draft['accountType'])}
        errorMessage={error('account_type')}
        isRequired
      />
      <TextField
        label={zenginMessages.account.number}
        inputMode="numeric"
        {...form.text('accountNumber', 'account_number')}
        isRequired
      />
    </FormSection>
  );
}

/** 振替データの形式: the withdrawal day, new-code policy, record framing, file name, characters, limits, default. */
function FileFormatSection({ form }: { form: DraftForm }) {
  const { draft, set, error } = form;
  return (
    <FormSection title="振替データの形式">
      <RadioGroup
        label={text.withdrawalRule}
        options={Object.entries(zenginMessages.withdrawalRules).map(([value, label]) => ({
          value,
          label,
        }))}
        value={draft.withdrawalRule}
        onChange={(value) => set('withdrawalRule', value as Draft['withdrawalRule'])}
        errorMessage={error('withdrawal_day_rule')}
      />
      {draft.withdrawalRule === 'fixed_day' ? (
        <TextField
          label={text.withdrawalDay}
          description="1〜31"
          inputMode="numeric"
          {...form.text('withdrawalDay', 'withdrawal_day')}
          isRequired
        />
      ) : (
        <span />
      )}
      <RadioGroup
        label={text.newCodePolicy}
        options={Object.entries(zenginMessages.newCodePolicies).map(([value, label]) => ({
          value,
          label,
        }))}
        value={draft.newCodePolicy}
        onChange={(value) => set('newCodePolicy', value as Draft['newCodePolicy'])}
        errorMessage={error('new_code_policy')}
      />
      <RadioGroup
        label={text.framing}
        options={Object.entries(zenginMessages.framings).map(([value, label]) => ({ value, label }))}
        value={String(draft.framing)}
        onChange={(value) => set('framing', Number(value) as Draft['framing'])}
        errorMessage={error('record_framing')}
      />
      <FieldSpan span="full">
        <TextField
          label={text.fileName}
          description={text.fileNameHint}
          {...form.text('fileName', 'file_name_pattern')}
          isRequired
        />
      </FieldSpan>
      <TextField
        label={text.extraCharacters}
        description={text.extraCharactersHint}
        {...form.text('extraCharacters', 'extra_allowed_characters')}
      />
      <TextField
        label={text.maxAmount}
        description={text.maxAmountHint}
        inputMode="numeric"
        {...form.text('maxAmount', 'max_amount_per_record')}
      />
      <FieldSpan span="full">
        <Switch isSelected={draft.isDefault} onChange={(selected) => set('isDefault', selected)}>
          {text.isDefault}
        </Switch>
      </FieldSpan>
    </FormSection>
  );
}

/** The store's collection profiles (収納代行・委託者設定): the list, add, edit and delete (kept once used). */
export function CollectionProfiles() {
  const toast = useToast();
  const profiles = useCollectionProfiles();
  const remove = useDeleteCollectionProfile();
  const [editing, setEditing] = useState<CollectionProfile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CollectionProfile | null>(null);
  const rows = profiles.data ?? [];
  return (
    <Card
      title={text.title}
      actions={
        <Button
          size="sm"
          variant="secondary"
          icon={<Plus aria-hidden="true" />}
          onPress={() => setEditing('new')}
        >
          {text.add}
        </Button>
      }
    >
      {profiles.isError ? (
        <ErrorState
          message={failureText(profiles.error, text.loadFailed)}
          onRetry={() => void profiles.refetch()}
        />
      ) : !profiles.data ? (
        <Skeleton height={120} />
      ) : rows.length === 0 ? (
        <EmptyState title={text.empty} description={text.emptyDescription} />
      ) : (
        <Table aria-label={text.title}>
          <thead>
            <tr>
              <th scope="col">{text.name}</th>
              <th scope="col">{text.consignorCode}</th>
              <th scope="col">{text.account}</th>
              <th scope="col">{text.framing}</th>
              <th scope="col" className="end">
                {text.exports}
              </th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {p.name} {p.is_default ? <StatusBadge label={text.default} tone="info" /> : null}
                  <div className="muted">{p.consignor_name}</div>
                </th>
                <td>{p.consignor_code}</td>
                <td>
                  {p.bank_name} {p.branch_name}
                  <div className="muted">
                    {zenginMessages.accountTypes[p.account_type]} {p.account_number}
                    {p.max_amount_per_record ? `　上限 ${formatYen(p.max_amount_per_record)}` : ''}
                  </div>
                </td>
                <td>{zenginMessages.framings[p.record_framing]}</td>
                <td className="end">{formatCount(p.export_count)}</td>
                <td>
                  <Stack $direction="row" $gap={1}>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon={<Pencil aria-hidden="true" />}
                      aria-label={`${p.name}を編集`}
                      onPress={() => setEditing(p)}
                    >
                      {text.edit}
                    </Button>
                    {p.export_count === 0 ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        icon={<Trash2 aria-hidden="true" />}
                        aria-label={`${p.name}を削除`}
                        onPress={() => setDeleting(p)}
                      >
                        削除
                      </Button>
                    ) : null}
                  </Stack>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? (
        <ProfileDialog
          profile={editing === 'new' ? null : editing}
          isFirst={rows.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={text.deleteTitle}
        message={deleting ? `「${deleting.name}」を削除します。` : ''}
        confirmLabel="削除する"
        isConfirming={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(text.deleted);
            },
            onError: (failure) => {
              setDeleting(null);
              toast.error(failureText(failure, text.deleteFailed));
            },
          })
        }
      />
    </Card>
  );
}
