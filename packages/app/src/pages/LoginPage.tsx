import { hasReaderDeviceCredential, isApiError, useLoginWithPassword } from '@kayoi/api-client';
import type { LoginFormInput } from '@kayoi/api-client/forms';
import {
  authMessages,
  formatMessage,
  loginErrorMessageForStatus,
  readerDeviceMessages,
} from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  Checkbox,
  LoginCard,
  NfcHint,
  PasswordField,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NfcLoginFlow } from '../frontDesk/NfcLoginFlow.tsx';
import { prefetchDashboardData, preloadDashboardCode } from '../routes/prefetch.ts';
import { createLoginLockouts, formatUnlockTime } from '../session/loginLockout.ts';
import { useFocusDebugger } from './focusDebugger.tsx';

type FieldName = 'email' | 'password';
const LOCKOUT_TOAST_MS = 8_000;
const WELCOME_TOAST_MS = 3_000;

/**
 * The form's schema (zod and its messages) loads when the form is first typed in or sent, not with the page:
 * it would be a sixth of what /login downloads.
 */
const loadLoginFormSchema = async () => (await import('@kayoi/api-client/forms')).loginFormSchema;

/** The first message of each field, in the seed's wording (zod carries it). */
async function fieldErrorsOf(values: LoginFormInput): Promise<Partial<Record<FieldName, string>>> {
  const result = (await loadLoginFormSchema()).safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * /login (seed §2): e-mail focused on open, Enter in the e-mail moves to the password, Enter in the
 * password submits when the form is valid; the seed's messages by status; a lockout the server announced
 * is kept so the form can say until when.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const login = useLoginWithPassword();
  const lockouts = useMemo(() => createLoginLockouts(), []);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<LoginFormInput>({ email: '', password: '', remember: false });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const debuggerOverlay = useFocusDebugger();
  // Without a session only this much is known: whether the desk holds a reader credential at all.
  const [readerDesk] = useState(hasReaderDeviceCredential);

  const announceLockout = (until: Date) =>
    toast.error(formatMessage(authMessages.lockedOut, { time: formatUnlockTime(until) }), undefined, {
      timeout: LOCKOUT_TOAST_MS,
    });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const fieldErrors = await fieldErrorsOf(values);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    const until = lockouts.lockedUntil(values.email);
    if (until) {
      announceLockout(until);
      return;
    }
    setAlert(null);
    preloadDashboardCode();
    try {
      const session = await login.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        remember: values.remember ?? false,
      });
      lockouts.clear(values.email);
      prefetchDashboardData(queryClient);
      toast.success(
        authMessages.loginSuccessTitle,
        formatMessage(authMessages.loginSuccessWelcome, { name: session.user.name }),
        {
          timeout: WELCOME_TOAST_MS,
        },
      );
      // Seed §2: a login always lands on the dashboard.
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      if (isApiError(error) && status === 429 && error.retryAfter)
        announceLockout(lockouts.lock(values.email, error.retryAfter));
      setAlert(loginErrorMessageForStatus(status, isApiError(error) ? error.serverMessage : undefined));
    }
  };

  // react-aria stops key events at the field; other keys go on to page-wide shortcuts.
  const onEmailKeyDown = (event: KeyboardEvent & { continuePropagation?: () => void }) => {
    if (event.key !== 'Enter') {
      event.continuePropagation?.();
      return;
    }
    event.preventDefault();
    passwordRef.current?.focus();
  };

  return (
    <LoginCard
      title="Kayoi"
      subtitle="スタッフログイン"
      footer={<NfcHint>{readerDesk ? undefined : readerDeviceMessages.loginHintNotEnrolled}</NfcHint>}
    >
      <form onSubmit={submit} noValidate aria-label="ログイン">
        <Stack $gap={4}>
          {alert ? <Alert tone="danger">{alert}</Alert> : null}
          <TextField
            label="メールアドレス"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            isRequired
            validationBehavior="aria"
            value={values.email}
            onChange={(email) => {
              void loadLoginFormSchema();
              // An e-mail typed is a login on its way: the signed-in frame's and the dashboard's code come meanwhile.
              preloadDashboardCode();
              setValues((v) => ({ ...v, email }));
            }}
            onKeyDown={onEmailKeyDown}
            errorMessage={errors.email}
            isInvalid={Boolean(errors.email)}
          />
          <PasswordField
            inputRef={passwordRef}
            label="パスワード"
            name="password"
            autoComplete="current-password"
            isRequired
            validationBehavior="aria"
            value={values.password}
            onChange={(password) => {
              // And a password (a password manager may fill both at once): not after the press.
              preloadDashboardCode();
              setValues((v) => ({ ...v, password }));
            }}
            errorMessage={errors.password}
            isInvalid={Boolean(errors.password)}
          />
          <Checkbox
            isSelected={values.remember ?? false}
            onChange={(remember) => setValues((v) => ({ ...v, remember }))}
          >
            ログイン状態を保持する
          </Checkbox>
          <Button type="submit" variant="primary" isLoading={login.isPending} fullWidth>
            ログイン
          </Button>
        </Stack>
      </form>
      {debuggerOverlay}
      <NfcLoginFlow />
    </LoginCard>
  );
}
