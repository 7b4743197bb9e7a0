import { useLoginFamily } from '@kayoi/api-client';
import { validationMessages } from '@kayoi/api-client/messages';
import { Alert, Button, LoginCard, PasswordField, Stack, TextField } from '@kayoi/ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isEmail, messageOf } from './errors.ts';

type Field = 'email' | 'password';

function check(email: string, password: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!email.trim()) errors.email = validationMessages.email.required;
  else if (!isEmail(email)) errors.email = validationMessages.email.invalid;
  if (!password) errors.password = validationMessages.password.required;
  return errors;
}

/**
 * マイページのログイン: e-mail and password. A failure shows the server's message as it is, the same whether or
 * not the address is registered (the server says nothing more); the way to a new password is one tap away.
 */
export function LoginPage() {
  const [, navigate] = useLocation();
  const login = useLoginFamily();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(email, password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setAlert(null);
    try {
      await login.mutateAsync({ email: email.trim(), password });
      navigate('/', { replace: true });
    } catch (error) {
      setAlert(messageOf(error));
    }
  };

  return (
    <LoginCard
      title="Kayoi"
      subtitle="マイページ"
      footer={
        <Stack $gap={2} style={{ textAlign: 'center' }}>
          <Link to="/forgot-password">パスワードを忘れた方</Link>
          <Link to="/login-link">パスワードを使わずにメールでログイン</Link>
        </Stack>
      }
    >
      <form onSubmit={submit} noValidate aria-label="ログイン">
        <Stack $gap={4}>
          {alert ? <Alert tone="danger">{alert}</Alert> : null}
          <TextField
            label="メールアドレス"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            isRequired
            validationBehavior="aria"
            value={email}
            onChange={setEmail}
            errorMessage={errors.email}
            isInvalid={Boolean(errors.email)}
          />
          <PasswordField
            label="パスワード"
            name="password"
            autoComplete="current-password"
            isRequired
            validationBehavior="aria"
            value={password}
            onChange={setPassword}
            errorMessage={errors.password}
            isInvalid={Boolean(errors.password)}
          />
          <Button type="submit" variant="primary" fullWidth isLoading={login.isPending}>
            ログイン
          </Button>
        </Stack>
      </form>
    </LoginCard>
  );
}
