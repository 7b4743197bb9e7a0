import { useDeleteLineChannel, useLineChannel, useSaveLineChannel } from '@kayoi/api-client';
import { mutationMessages, notificationMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  Card,
  DescriptionList,
  formatDateTime,
  PasswordField,
  Skeleton,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';

/**
 * 設定 › LINE連携 (admins, issue 32): the school's LINE Messaging API channel that sends families their notifications
 * on LINE. The token and secret are written here and kept by the server, which shows the token masked only; the
 * webhook URL is what the LINE Developers console asks for.
 */
export function LineChannelSettings() {
  const channel = useLineChannel();
  const save = useSaveLineChannel();
  const remove = useDeleteLineChannel();
  const toast = useToast();
  const [token, setToken] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ channel_access_token: token.trim(), channel_secret: secret.trim() });
      setToken('');
      setSecret('');
      setError(null);
      toast.success(notificationMessages.lineChannelSaved);
    } catch (failure) {
      setError(failureText(failure, mutationMessages.updateFailed));
    }
  };
  const removeChannel = async () => {
    try {
      await remove.mutateAsync();
      toast.success(notificationMessages.lineChannelRemoved);
    } catch (failure) {
      setError(failureText(failure, mutationMessages.deleteFailed));
    }
  };
  const data = channel.data;
  return (
    <Card title="LINE連携">
      <Stack $gap={4}>
        <p style={{ margin: 0 }}>
          LINE公式アカウントのMessaging
          APIチャネルを設定すると、ご家族がマイページで連携したLINEに通知をお送りします。
        </p>
        {channel.isError ? (
          <Alert tone="danger">LINE連携の設定を取得できませんでした</Alert>
        ) : !data ? (
          <Skeleton height={40} />
        ) : (
          <DescriptionList
            items={[
              {
                term: '状態',
                description: (
                  <StatusBadge
                    label={data.configured ? '設定済み' : '未設定'}
                    tone={data.configured ? 'success' : 'neutral'}
                  />
                ),
              },
              ...(data.configured
                ? [
                    { term: 'チャネルアクセストークン', description: data.channel_access_token_masked ?? '' },
                    { term: '更新日時', description: data.updated_at ? formatDateTime(data.updated_at) : '' },
                  ]
                : []),
              { term: 'Webhook URL', description: data.webhook_url },
            ]}
          />
        )}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Form onSubmit={submit} aria-label="LINEチャネルの設定">
          <Stack $gap={3}>
            <PasswordField label="チャネルアクセストークン" value={token} onChange={setToken} isRequired />
            <PasswordField label="チャネルシークレット" value={secret} onChange={setSecret} isRequired />
            <Stack $direction="row" $gap={3} $wrap>
              <Button type="submit" variant="primary" isLoading={save.isPending}>
                保存
              </Button>
              {data?.configured ? (
                <Button variant="secondary" isLoading={remove.isPending} onPress={removeChannel}>
                  設定を削除
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
