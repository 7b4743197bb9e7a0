import { validationMessages } from '@kayoi/api-client/messages';
import { Alert, Button, Stack, TextField } from '@kayoi/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isEmail, messageOf } from './errors.ts';

/**
 * An e-mail to mail a link to (パスワード再設定, メールでログイン): checked here (the server checks again), and the
 * server's answer shown as it is — the same whether or not the address is registered.
 */
export function EmailRequestForm({
  label,
  submitLabel,
  isPending,
  send,
  done,
  children,
}: {
  label: string;
  submitLabel: string;
  isPending: boolean;
  /** Sends the address; answers the server's message. */
  send: (email: string) => Promise<{ message?: string | undefined }>;
  /** The message when the server sent none. */
  done: string;
  children?: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim()
      ? validationMessages.email.required
      : isEmail(email)
        ? undefined
        : validationMessages.email.invalid;
    setError(problem);
    if (problem) return;
    try {
      const answer = await send(email.trim());
      setOutcome({ tone: 'success', text: answer.message ?? done });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: messageOf(failure) });
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack $gap={4}>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <TextField
          label="メールアドレス"
          type="email"
          autoComplete="username"
          inputMode="email"
          isRequired
          validationBehavior="aria"
          value={email}
          onChange={setEmail}
          errorMessage={error}
          isInvalid={Boolean(error)}
        />
        <Button type="submit" variant="primary" fullWidth isLoading={isPending}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
