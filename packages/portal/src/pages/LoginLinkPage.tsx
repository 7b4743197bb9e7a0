import { useRedeemFamilyLoginLink, useRequestFamilyLoginLink } from '@kayoi/api-client';
import { familyAccountMessages } from '@kayoi/api-client/messages';
import { Alert, Button, PublicPage, Stack } from '@kayoi/ui';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { EmailRequestForm } from './EmailRequestForm.tsx';
import { messageOf } from './errors.ts';

// パスワードを使わずにログイン (/my/login-link): without a token, the e-mail to send a one-time link to; with the
// mail's token, one tap signs in. The tap is asked for on purpose: a mail scanner that opens links must not
// spend the single-use link before the family does.

const BRAND = 'Kayoi マイページ';

const toLogin = (
  <p style={{ margin: 0, textAlign: 'center' }}>
    <Link to="/login">パスワードでログイン</Link>
  </p>
);

export function LoginLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <RedeemLink token={token} /> : <RequestLink />;
}

function RequestLink() {
  const request = useRequestFamilyLoginLink();
  return (
    <PublicPage
      title="メールでログイン"
      brand={BRAND}
      width="narrow"
      description="登録したメールアドレスに、パスワードを使わずにログインできるリンク（15分間有効）をお送りします。"
    >
      <EmailRequestForm
        label="ログイン用リンクの送信"
        submitLabel="リンクを送る"
        isPending={request.isPending}
        send={(email) => request.mutateAsync({ email })}
        done={familyAccountMessages.loginLinkRequested}
      >
        {toLogin}
      </EmailRequestForm>
    </PublicPage>
  );
}

function RedeemLink({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const redeem = useRedeemFamilyLoginLink();
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = async () => {
    setFailure(null);
    try {
      await redeem.mutateAsync({ token });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <PublicPage title="メールでログイン" brand={BRAND} width="narrow">
      <Stack $gap={4}>
        {failure ? (
          <>
            <Alert tone="danger">{failure}</Alert>
            <p style={{ margin: 0, textAlign: 'center' }}>
              <Link to="/login-link">もう一度リンクを受け取る</Link>
            </p>
          </>
        ) : (
          <>
            <p style={{ margin: 0 }}>「ログインする」を押すと、マイページにログインします。</p>
            <Button variant="primary" fullWidth isLoading={redeem.isPending} onPress={() => void signIn()}>
              ログインする
            </Button>
          </>
        )}
        {toLogin}
      </Stack>
    </PublicPage>
  );
}
