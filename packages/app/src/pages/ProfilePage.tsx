import { isApiError, useRequestPasswordReset } from '@kayoi/api-client';
import { Avatar, Badge, Button, Card, PageHeader, useToast } from '@kayoi/ui';
import { roleLabel } from '../routes/table.ts';
import { useSessionUser } from '../session/session.tsx';

/** mypage/profile: who is signed in, where, and a password reset mail to their own address. */
export function ProfilePage() {
  const user = useSessionUser();
  const reset = useRequestPasswordReset();
  const toast = useToast();

  const sendReset = () =>
    reset.mutate(
      { email: user.email },
      {
        onSuccess: (answer) => toast.success(answer.message ?? 'パスワード再設定用のメールを送信しました'),
        onError: (error) =>
          toast.error('メールを送信できませんでした', isApiError(error) ? error.serverMessage : undefined),
      },
    );

  return (
    <>
      <PageHeader title="プロフィール" breadcrumbs={[{ label: 'マイページ' }, { label: 'プロフィール' }]} />
      <Card title="アカウント情報">
        <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar name={user.name} size="lg" {...(user.photo_url ? { src: user.photo_url } : {})} />
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 }}>
            <dt>氏名</dt>
            <dd style={{ margin: 0 }}>{user.name}</dd>
            <dt>メールアドレス</dt>
            <dd style={{ margin: 0 }}>{user.email}</dd>
            <dt>権限</dt>
            <dd style={{ margin: 0 }}>
              <Badge tone="info">{roleLabel[user.role]}</Badge>
            </dd>
            <dt>所属店舗</dt>
            <dd style={{ margin: 0 }}>{user.store ?? '未設定'}</dd>
          </dl>
        </div>
      </Card>
      <Card title="パスワード">
        <p>登録メールアドレスにパスワード再設定用のリンクを送信します。</p>
        <Button variant="secondary" onPress={sendReset} isLoading={reset.isPending}>
          再設定メールを送信
        </Button>
      </Card>
    </>
  );
}
