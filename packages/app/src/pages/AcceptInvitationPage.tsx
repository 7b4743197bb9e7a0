import { useAcceptStaffInvitation } from '@kayoi/api-client';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '@kayoi/api-client/forms';
import { mutationMessages, staffMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  ErrorState,
  FormActions,
  PasswordField,
  PublicPage,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../forms/failure.ts';
import { useSchemaForm } from '../forms/useSchemaForm.ts';

interface InvitationValues extends Record<string, unknown> {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const TITLE = 'パスワードの設定';

/**
 * /accept-invitation?token=…&email=… (the link of the invitation and of an admin's forced reset): outside the
 * login wrapper, the new staff member chooses a password, then signs in. Its own download: /login carries none
 * of it.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const accept = useAcceptStaffInvitation();
  const form = useSchemaForm<InvitationValues, ResetPasswordFormValues>(resetPasswordFormSchema, () => ({
    token: params.get('token') ?? '',
    email: params.get('email') ?? '',
    password: '',
    password_confirmation: '',
  }));
  const linkBroken = !form.values.token || !form.values.email;

  useEffect(() => {
    document.title = `${TITLE} | Kayoi`;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accept.isPending) return;
    const values = form.validate();
    if (!values) return;
    accept.mutate(values, {
      onSuccess: () => {
        toast.success(staffMessages.invitationAccepted);
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        form.refused(error);
        toast.error(failureText(error, mutationMessages.updateFailed));
      },
    });
  };

  return (
    <PublicPage
      title={TITLE}
      width="narrow"
      description="Kayoi にログインするためのパスワードを決めてください。8文字以上で、ほかのサービスと同じものは避けてください。"
    >
      {linkBroken ? (
        <ErrorState title="リンクが正しくありません" message={staffMessages.invitationInvalid} />
      ) : (
        <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={TITLE}>
          <Stack $gap={4}>
            {accept.isError ? (
              <Alert tone="danger" title="パスワードを設定できませんでした">
                {failureText(accept.error, staffMessages.invitationInvalid)}
              </Alert>
            ) : null}
            <TextField label="ログインID（メールアドレス）" isReadOnly value={form.values.email} />
            <PasswordField
              label="新しいパスワード"
              name="password"
              autoComplete="new-password"
              isRequired
              description="8文字以上"
              value={form.values.password}
              onChange={(value) => form.set('password', value)}
              onBlur={() => form.touch('password')}
              errorMessage={form.errors.password}
            />
            <PasswordField
              label="新しいパスワード（確認）"
              name="password_confirmation"
              autoComplete="new-password"
              isRequired
              value={form.values.password_confirmation}
              onChange={(value) => form.set('password_confirmation', value)}
              onBlur={() => form.touch('password_confirmation')}
              errorMessage={form.errors.password_confirmation}
            />
            <FormActions>
              <Button
                type="submit"
                variant="primary"
                icon={<KeyRound aria-hidden="true" />}
                isLoading={accept.isPending}
              >
                パスワードを設定する
              </Button>
            </FormActions>
          </Stack>
        </Form>
      )}
    </PublicPage>
  );
}
