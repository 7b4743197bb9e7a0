import { normalizeAccountNumber, zenginMessages as zenginRules } from '@kayoi/domain/zengin';
import { Button, Modal, type ModalSize, useToast } from '@kayoi/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { invalidCountText } from '../../forms/messages.ts';
import type { MasterEntry } from './BankBranchPicker.tsx';
import { fieldError, useFieldErrors } from './fieldErrors.ts';

// What the 口座振替 forms (a customer's account, a collection profile) share: a draft judged on the screen by
// @kayoi/domain/zengin's rules before sending, the server's refusals (422) beside their fields, and the dialog.

/** An account's bank, branch and number, refused in the server's words when missing or not 7 digits. */
export const accountRefusals = (account: {
  bank: MasterEntry | null;
  branch: MasterEntry | null;
  accountNumber: string;
}): Record<string, string> => ({
  ...(account.bank ? {} : { bank_code: '金融機関を選んでください' }),
  ...(account.branch ? {} : { branch_code: '支店を選んでください' }),
  ...(normalizeAccountNumber(account.accountNumber) ? {} : { account_number: zenginRules.accountNumber }),
});

/** 口座番号 as the bank reads it once it is one (7 digits, zero-padded); as typed otherwise. */
export const paddedAccountNumber = (typed: string) => normalizeAccountNumber(typed) ?? typed;

/** A form's draft with the screen's and the server's messages per field. */
export function useZenginDraft<D extends object>(
  initial: () => D,
  judge: (draft: D) => Record<string, string>,
) {
  const toast = useToast();
  const server = useFieldErrors();
  const [draft, setDraft] = useState(initial);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const set = <K extends keyof D>(name: K, value: D[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const error = (name: string) => refused[name] ?? fieldError(server.fields, name);
  return {
    draft,
    set,
    error,
    /** A text field's value, change and message (`field`: the input's name in the server's 422). */
    text: <K extends { [N in keyof D]: D[N] extends string ? N : never }[keyof D]>(
      name: K,
      field: string,
    ) => ({
      value: draft[name] as string,
      onChange: (value: string) => set(name, value as D[K]),
      errorMessage: error(field),
    }),
    /** Judges the draft before sending: whether it may go (else every message shown and counted). */
    check: () => {
      const found = judge(draft);
      setRefused(found);
      const count = Object.keys(found).length;
      if (count > 0) toast.error(invalidCountText(count));
      return count === 0;
    },
    saved: (message: string) => {
      server.clear();
      toast.success(message);
    },
    failed: (failure: unknown, fallback: string) => {
      server.take(failure);
      toast.error(failureText(failure, fallback));
    },
  };
}

/** A form in a dialog: やめる, and the submit button (blocked while it saves). */
export function ZenginFormDialog({
  id,
  title,
  size,
  submitLabel,
  saving,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  size: ModalSize;
  submitLabel: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      isOpen
      size={size}
      isBlocking={saving}
      onOpenChange={(open) => (open ? null : onClose())}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={saving}>
            やめる
          </Button>
          <Button variant="primary" type="submit" form={id} isLoading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form
        id={id}
        validationBehavior="aria"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!saving) onSubmit();
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}
