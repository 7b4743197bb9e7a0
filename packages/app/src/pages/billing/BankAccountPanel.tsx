import {
  type BankAccountType,
  type CustomerBankAccount,
  useCustomerBankAccount,
  useUpdateCustomerBankAccount,
} from '@kayoi/api-client';
import { paymentMethodLabels } from '@kayoi/domain/billing';
import { formatSlashDate } from '@kayoi/domain/calendar';
import { normalizeAccountNumber, zenginMessages as zenginRules } from '@kayoi/domain/zengin';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  DescriptionList,
  ErrorState,
  formatDateTime,
  Modal,
  Select,
  Skeleton,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Landmark, Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { invalidCountText } from '../../forms/messages.ts';
import { BankBranchPicker, type MasterEntry } from './BankBranchPicker.tsx';
import { fieldError, useFieldErrors } from './fieldErrors.ts';
import { HolderPreview, zenginNameOf } from './HolderPreview.tsx';
import { zenginMessages } from './zenginMessages.ts';

const text = zenginMessages.account;
const ACCOUNT_TYPES: BankAccountType[] = [1, 2, 4];
/** The record's anchor: the export's pre-check links here to fix an account. */
export const BANK_ACCOUNT_ANCHOR = 'bank-account';

interface Draft {
  bank: MasterEntry | null;
  branch: MasterEntry | null;
  accountType: BankAccountType;
  accountNumber: string;
  holder: string;
  payer: string;
  mandate: string | null;
}

const draftOf = (account: CustomerBankAccount | null): Draft => ({
  bank: account ? { code: account.bank_code, name: account.bank_name } : null,
  branch: account ? { code: account.branch_code, name: account.branch_name } : null,
  accountType: account?.account_type ?? 1,
  accountNumber: account?.account_number ?? '',
  holder: account?.account_holder_kana ?? '',
  payer: account?.payer_name ?? '',
  mandate: account?.mandate_received_on ?? null,
});

/** The 預金者名 field of a data record: 30 half-width characters, every bank's set only. */
const HOLDER_RULE = { label: '口座名義', maxLength: 30 } as const;

/** 口座番号 shown as the bank reads it once it is one (7 digits, zero-padded); as typed otherwise. */
const padded = (typed: string) => normalizeAccountNumber(typed) ?? typed;

/** What the screen refuses before sending, in the server's words (the same rules, @kayoi/domain/zengin). */
function refusals(draft: Draft): Record<string, string> {
  const holder = zenginNameOf(draft.holder, HOLDER_RULE);
  return {
    ...(draft.bank ? {} : { bank_code: '金融機関を選んでください' }),
    ...(draft.branch ? {} : { branch_code: '支店を選んでください' }),
    ...(normalizeAccountNumber(draft.accountNumber) ? {} : { account_number: zenginRules.accountNumber }),
    ...(holder.ok ? {} : { account_holder_kana: holder.message }),
  };
}

/** The registration form in its dialog: 保存 sends it, the server's refusals go beside their fields. */
function BankAccountDialog({
  customerId,
  account,
  onClose,
}: {
  customerId: number;
  account: CustomerBankAccount | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useUpdateCustomerBankAccount();
  const errors = useFieldErrors();
  const [draft, setDraft] = useState(() => draftOf(account));
  const [refused, setRefused] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const error = (name: string) => refused[name] ?? fieldError(errors.fields, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = refusals(draft);
    setRefused(found);
    const { bank, branch } = draft;
    if (!bank || !branch || Object.keys(found).length > 0) {
      toast.error(invalidCountText(Object.keys(found).length));
      return;
    }
    save.mutate(
      {
        customerId,
        input: {
          bank_code: bank.code,
          branch_code: branch.code,
          account_type: draft.accountType,
          account_number: padded(draft.accountNumber),
          account_holder_kana: draft.holder.trim(),
          payer_name: draft.payer.trim() || null,
          mandate_received_on: draft.mandate,
        },
      },
      {
        onSuccess: (answer) => {
          errors.clear();
          toast.success(answer.message ?? text.saved);
          onClose();
        },
        onError: (failure) => {
          errors.take(failure);
          toast.error(failureText(failure, text.saveFailed));
        },
      },
    );
  };

  return (
    <Modal
      title={account ? text.edit : text.register}
      isOpen
      size="md"
      isBlocking={save.isPending}
      onOpenChange={(open) => (open ? null : onClose())}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={save.isPending}>
            やめる
          </Button>
          <Button variant="primary" type="submit" form="bank-account-form" isLoading={save.isPending}>
            保存
          </Button>
        </>
      }
    >
      <Form id="bank-account-form" validationBehavior="aria" onSubmit={submit}>
        <Stack $gap={4}>
          {account ? <p>{text.newAccountHint}</p> : null}
          <BankBranchPicker
            bank={draft.bank}
            branch={draft.branch}
            onBankChange={(bank) => set('bank', bank)}
            onBranchChange={(branch) => set('branch', branch)}
            bankError={error('bank_code')}
            branchError={error('branch_code')}
            isDisabled={save.isPending}
          />
          <Select
            label={text.type}
            items={ACCOUNT_TYPES.map((type) => ({
              id: type,
              label: zenginMessages.accountTypes[type] ?? '',
            }))}
            selectedKey={draft.accountType}
            onSelectionChange={(key) => key !== null && set('accountType', Number(key) as BankAccountType)}
            errorMessage={error('account_type')}
            isRequired
          />
          <TextField
            label={text.number}
            description={text.numberHint}
            inputMode="numeric"
            autoComplete="off"
            value={draft.accountNumber}
            onChange={(value) => set('accountNumber', value)}
            onBlur={() => set('accountNumber', padded(draft.accountNumber))}
            errorMessage={error('account_number')}
            isRequired
          />
          <Stack $gap={1}>
            <TextField
              label={text.holder}
              description={text.holderHint}
              autoComplete="off"
              value={draft.holder}
              onChange={(value) => set('holder', value)}
              errorMessage={error('account_holder_kana')}
              isRequired
            />
            <HolderPreview typed={draft.holder} caption={text.holderPreview} rule={HOLDER_RULE} />
          </Stack>
          <TextField
            label={text.payer}
            description={text.payerHint}
            value={draft.payer}
            onChange={(value) => set('payer', value)}
            errorMessage={error('payer_name')}
          />
          <DatePicker
            label={text.mandate}
            description={text.mandateHint}
            value={draft.mandate}
            onChange={(value) => set('mandate', value)}
            errorMessage={error('mandate_received_on')}
          />
        </Stack>
      </Form>
    </Modal>
  );
}

function AccountDetails({ account }: { account: CustomerBankAccount }) {
  return (
    <Stack $gap={3}>
      {account.payment_method === 'bank_transfer' ? null : <Alert tone="warning">{text.notTransfer}</Alert>}
      <DescriptionList
        items={[
          {
            term: text.bank,
            description: `${account.bank_code} ${account.bank_name}（${account.bank_name_kana}）`,
          },
          {
            term: text.branch,
            description: `${account.branch_code} ${account.branch_name}（${account.branch_name_kana}）`,
          },
          { term: text.type, description: zenginMessages.accountTypes[account.account_type] ?? '—' },
          { term: text.number, description: account.account_number },
          { term: text.holderSent, description: account.account_holder },
          { term: text.payer, description: account.payer_name ?? '—' },
          {
            term: text.mandate,
            description: account.mandate_received_on
              ? formatSlashDate(account.mandate_received_on)
              : '未受領',
          },
          { term: text.customerNumber, description: account.zengin_customer_number },
          {
            term: text.newCode,
            description: zenginMessages.newCodes[account.new_code] ?? String(account.new_code),
          },
          {
            term: text.firstDebit,
            description: account.first_debited_on
              ? formatSlashDate(account.first_debited_on)
              : 'まだありません',
          },
          { term: text.method, description: paymentMethodLabels[account.payment_method] },
          {
            term: text.updated,
            description: `${formatDateTime(account.updated_at)}${account.updated_by ? `　${account.updated_by}` : ''}`,
          },
        ]}
      />
    </Stack>
  );
}

/**
 * The customer record's 口座情報 (issue 16): the account the monthly fee is debited from, as the request file
 * will carry it (the holder in half-width katakana, the 顧客番号, the 新規コード), and its registration form.
 * Admins and managers only (the page asks before showing it).
 */
export function BankAccountPanel({ customerId }: { customerId: number }) {
  const account = useCustomerBankAccount(customerId);
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = account.data !== undefined;
  // The export's pre-check links here (#bank-account): the panel is brought into view once it has loaded.
  useEffect(() => {
    if (loaded && hash === `#${BANK_ACCOUNT_ANCHOR}`) card.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  const current = account.data ?? null;
  return (
    <div id={BANK_ACCOUNT_ANCHOR} ref={card}>
      <Card
        title={text.title}
        actions={
          loaded ? (
            <Button
              size="sm"
              variant="secondary"
              icon={current ? <Pencil aria-hidden="true" /> : <Landmark aria-hidden="true" />}
              onPress={() => setEditing(true)}
            >
              {current ? text.edit : text.register}
            </Button>
          ) : null
        }
      >
        {account.isError ? (
          <ErrorState
            message={failureText(account.error, text.loadFailed)}
            onRetry={() => void account.refetch()}
          />
        ) : !loaded ? (
          <Skeleton height={120} />
        ) : current ? (
          <AccountDetails account={current} />
        ) : (
          <p>{text.none}</p>
        )}
      </Card>
      {editing ? (
        <BankAccountDialog customerId={customerId} account={current} onClose={() => setEditing(false)} />
      ) : null}
    </div>
  );
}
