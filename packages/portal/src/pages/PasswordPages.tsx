import {
  useAcceptFamilyInvitation,
  usePreviewFamilyInvitation,
  useRequestFamilyPasswordReset,
  useResetFamilyPassword,
} from '@kayoi/api-client';
import { familyAccountMessages, validationMessages } from '@kayoi/api-client/messages';
import { Alert, Button, PasswordField, PublicPage, Stack } from '@kayoi/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { formatTokyoDateTime } from './dates.ts';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import { messageOf } from './errors.ts';

// The pages a family reaches from a mail or from ログイン: 招待の受け入れ, パスワードを忘れた方, パスワード再設定.

const BRAND = 'Kayoi マイページ';
const MIN_PASSWORD = 8;

interface Passwords {
  password: string;
  confirmation: string;
}

function passwordErrors({ password, confirmation }: Passwords): Partial<Record<keyof Passwords, string>> {
  const errors: Partial<Record<keyof Passwords, string>> = {};
  if (!password) errors.password = validationMessages.password.required;
  else if (password.length < MIN_PASSWORD) errors.password = validationMessages.password.resetTooShort;
  if (!confirmation) errors.confirmation = validationMessages.password.confirmationRequired;
  else if (password && confirmation !== password) errors.confirmation = validationMessages.password.mismatch;
  return errors;
}

/** A new password twice, checked here for length and match (the server checks again), then `onSave`. */
function PasswordForm({
  label,
  submitLabel,
  isPending,
  onSave,
}: {
  label: string;
  submitLabel: string;
  isPending: boolean;
  onSave: (password: string, confirmation: string) => Promise<void>;
}) {
  const [values, setValues] = useState<Passwords>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Passwords, string>>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) await onSave(values.password, values.confirmation);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack $gap={4}>
        <PasswordField
          label="新しいパスワード"
          description={`${MIN_PASSWORD}文字以上`}
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          errorMessage={errors.password}
          isInvalid={Boolean(errors.password)}
        />
        <PasswordField
          label="新しいパスワード（確認）"
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          value={values.confirmation}
          onChange={(confirmation) => setValues((v) => ({ ...v, confirmation }))}
          errorMessage={errors.confirmation}
          isInvalid={Boolean(errors.confirmation)}
        />
        <Button type="submit" variant="primary" fullWidth isLoading={isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

const toLogin = (
  <p style={{ margin: 0 }}>
    <Link to="/login">ログイン画面へ</Link>
  </p>
);

/** 招待の受け入れ (/my/invitation?token=…): who invited whom, then a password; accepting signs in. */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [, navigate] = useLocation();
  const preview = usePreviewFamilyInvitation();
  const accept = useAcceptFamilyInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = preview;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  const invalid = !token || preview.isError;
  return (
    <PublicPage title="マイページの登録" brand={BRAND} width="narrow">
      <Stack $gap={4}>
        {invalid ? (
          <>
            <Alert tone="danger">
              {preview.isError
                ? messageOf(preview.error)
                : '招待リンクが無効です。招待メールのリンクからお手続きください'}
            </Alert>
            {toLogin}
          </>
        ) : preview.data ? (
          <>
            <p style={{ margin: 0 }}>
              {preview.data.store}からマイページへの招待が届いています。{preview.data.email}{' '}
              でログインするパスワードを設定してください（有効期限{' '}
              {formatTokyoDateTime(preview.data.expires_at)}）。
              {preview.data.has_password ? '設定したパスワードは、これまでのパスワードに代わります。' : ''}
            </p>
            {failure ? <Alert tone="danger">{failure}</Alert> : null}
            <PasswordForm
              label="パスワードの設定"
              submitLabel="登録してログイン"
              isPending={accept.isPending}
              onSave={async (password, password_confirmation) => {
                setFailure(null);
                try {
                  await accept.mutateAsync({ token, password, password_confirmation });
                  navigate('/', { replace: true });
                } catch (error) {
                  setFailure(messageOf(error));
                }
              }}
            />
          </>
        ) : (
          <p aria-busy="true">招待を確認しています…</p>
        )}
      </Stack>
    </PublicPage>
  );
}

/** パスワードを忘れた方: the address, and the server's answer, which is the same for every address. */
export function ForgotPasswordPage() {
  const request = useRequestFamilyPasswordReset();
  return (
    <PublicPage
      title="パスワードをお忘れの方"
      brand={BRAND}
      width="narrow"
      description="登録したメールアドレスに、パスワード再設定のご案内をお送りします。"
    >
      <EmailRequestForm
        label="パスワード再設定のご案内"
        submitLabel="送信する"
        isPending={request.isPending}
        send={(email) => request.mutateAsync({ email })}
        done={familyAccountMessages.resetRequested}
      >
        {toLogin}
      </EmailRequestForm>
    </PublicPage>
  );
}

/** パスワード再設定 (/my/reset-password?token=…): a new password; then back to ログイン. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetFamilyPassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  return (
    <PublicPage title="パスワード再設定" brand={BRAND} width="narrow">
      <Stack $gap={4}>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        {outcome?.tone === 'success' ? null : (
          <PasswordForm
            label="パスワード再設定"
            submitLabel="再設定する"
            isPending={reset.isPending}
            onSave={async (password, password_confirmation) => {
              try {
                const answer = await reset.mutateAsync({ token, password, password_confirmation });
                setOutcome({ tone: 'success', text: answer.message ?? familyAccountMessages.resetDone });
              } catch (failure) {
                setOutcome({ tone: 'danger', text: messageOf(failure) });
              }
            }}
          />
        )}
        {toLogin}
      </Stack>
    </PublicPage>
  );
}
