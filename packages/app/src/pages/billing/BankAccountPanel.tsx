import {
  type BankAccountType,
  type CustomerBankAccount,
  useCustomerBankAccount,
  useUpdateCustomerBankAccount,
} from '@kayoi/api-client';
import { paymentMethodLabels } from '@kayoi/domain/billing';
import { formatSlashDate } from '@kayoi/domain/calendar';
import { ACCOUNT_HOLDER_RULE } from '@kayoi/domain/zengin';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  DescriptionList,
  ErrorState,
  formatDateTime,
  Select,
  Skeleton,
  Stack,
  TextField,
} from '@kayoi/ui';
import { Landmark, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { BankBranchPicker, type MasterEntry } from './BankBranchPicker.tsx';
import { HolderPreview, zenginNameOf } from './HolderPreview.tsx';
import { accountRefusals, paddedAccountNumber, useZenginDraft, ZenginFormDialog } from './zenginForm.tsx';
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

/** What the screen refuses before sending, in the server's words (the same rules, @kayoi/domain/zengin). */
function refusals(draft: Draft): Record<string, string> {
  const holder = zenginNameOf(draft.holder, ACCOUNT_HOLDER_RULE);
  return { ...accountRefusals(draft), ...(holder.ok ? {} : { account_holder_kana: holder.message }) };
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
  const save = useUpdateCustomerBankAccount();
  const form = useZenginDraft(() => draftOf(account), refusals);
  const { draft, set, error } = form;

  const submit = () => {
    const { bank, branch } = draft;
    if (!form.check() || !bank || !branch) return;
    save.mutate(
      {
        customerId,
        input: {
          bank_code: bank.code,
          branch_code: branch.code,
          account_type: draft.accountType,
          account_number: paddedAccountNumber(draft.accountNumber),
          account_holder_kana: draft.holder.trim(),
          payer_name: draft.payer.trim() || null,
          mandate_received_on: draft.mandate,
        },
      },
      {
        onSuccess: (answer) => {
          form.saved(answer.message ?? text.saved);
          onClose();
        },
        onError: (failure) => form.failed(failure, text.saveFailed),
      },
    );
  };

  return (
    <ZenginFormDialog
      id="bank-account-form"
      title={account ? text.edit : text.register}
      size="md"
      submitLabel="保存"
      saving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
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
          {...form.text('accountNumber', 'account_number')}
          onBlur={() => set('accountNumber', paddedAccountNumber(draft.accountNumber))}
          isRequired
        />
        <Stack $gap={1}>
          <TextField
            label={text.holder}
            description={text.holderHint}
            autoComplete="off"
            {...form.text('holder', 'account_holder_kana')}
            isRequired
          />
          <HolderPreview typed={draft.holder} caption={text.holderPreview} rule={ACCOUNT_HOLDER_RULE} />
        </Stack>
        <TextField label={text.payer} description={text.payerHint} {...form.text('payer', 'payer_name')} />
        <DatePicker
          label={text.mandate}
          description={text.mandateHint}
          value={draft.mandate}
          onChange={(value) => set('mandate', value)}
          errorMessage={error('mandate_received_on')}
        />
      </Stack>
    </ZenginFormDialog>
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
