import { useCardPin, useSetCardPin } from '@kayoi/api-client';
import { cardPinFormSchema, cardPinRemovalFormSchema } from '@kayoi/api-client/forms';
import { cardPinMessages, mutationMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  Card,
  CardPinField,
  PasswordField,
  Skeleton,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';

type Mode = 'idle' | 'set' | 'remove';

/**
 * 設定 › カード暗証番号 (admins and managers): whether their staff card asks for a PIN at card login; set or
 * change it (current password, the PIN twice) or remove it (current password).
 */
export function CardPinSettings() {
  const state = useCardPin();
  const [mode, setMode] = useState<Mode>('idle');
  const hasPin = state.data?.has_card_pin ?? false;
  return (
    <Card title="カード暗証番号">
      <Stack $gap={4}>
        <p style={{ margin: 0 }}>{cardPinMessages.explanation}</p>
        {state.isError ? (
          <Alert tone="danger">{cardPinMessages.loadFailed}</Alert>
        ) : state.isPending ? (
          <Skeleton height={40} />
        ) : (
          <>
            <div>
              <StatusBadge label={hasPin ? '設定済み' : '未設定'} tone={hasPin ? 'success' : 'neutral'} />
            </div>
            {mode === 'set' ? (
              <SetPinForm hasPin={hasPin} onDone={() => setMode('idle')} />
            ) : mode === 'remove' ? (
              <RemovePinForm onDone={() => setMode('idle')} />
            ) : (
              <Stack $direction="row" $gap={3} $wrap>
                <Button variant="primary" onPress={() => setMode('set')}>
                  {hasPin ? '暗証番号を変更' : '暗証番号を設定'}
                </Button>
                {hasPin ? (
                  <Button variant="secondary" onPress={() => setMode('remove')}>
                    暗証番号を解除
                  </Button>
                ) : null}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

interface SetPinValues extends Record<string, unknown> {
  current_password: string;
  pin: string;
  pin_confirmation: string;
}

function SetPinForm({ hasPin, onDone }: { hasPin: boolean; onDone: () => void }) {
  const toast = useToast();
  const save = useSetCardPin();
  const form = useSchemaForm<SetPinValues, { current_password: string; pin: string }>(cardPinFormSchema, {
    current_password: '',
    pin: '',
    pin_confirmation: '',
  });
  useUnsavedChangesWarning(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const values = form.validate();
    if (!values) return;
    save.mutate(values, {
      onSuccess: () => {
        form.markSaved();
        toast.success(cardPinMessages.saved);
        onDone();
      },
      onError: (error) => {
        form.refused(error);
        toast.error(failureText(error, mutationMessages.updateFailed));
      },
    });
  };

  return (
    <Form
      ref={form.formRef}
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={hasPin ? '暗証番号を変更' : '暗証番号を設定'}
    >
      <Stack $gap={3} style={{ maxWidth: 420 }}>
        <PasswordField
          label="現在のパスワード"
          autoComplete="current-password"
          isRequired
          autoFocus
          {...form.text('current_password')}
        />
        <CardPinField label="新しい暗証番号" {...form.text('pin')} />
        <CardPinField label="暗証番号（確認）" description="" {...form.text('pin_confirmation')} />
        <Stack $direction="row" $gap={3}>
          <Button type="submit" variant="primary" isLoading={save.isPending}>
            保存
          </Button>
          <Button variant="ghost" onPress={onDone} isDisabled={save.isPending}>
            やめる
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

interface RemovePinValues extends Record<string, unknown> {
  current_password: string;
}

function RemovePinForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const save = useSetCardPin();
  const form = useSchemaForm<RemovePinValues, { current_password: string; pin: null }>(
    cardPinRemovalFormSchema,
    { current_password: '' },
  );
  useUnsavedChangesWarning(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const values = form.validate();
    if (!values) return;
    save.mutate(values, {
      onSuccess: () => {
        form.markSaved();
        toast.success(cardPinMessages.removed);
        onDone();
      },
      onError: (error) => {
        form.refused(error);
        toast.error(failureText(error, mutationMessages.updateFailed));
      },
    });
  };

  return (
    <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label="暗証番号を解除">
      <Stack $gap={3} style={{ maxWidth: 420 }}>
        <PasswordField
          label="現在のパスワード"
          description="解除すると、スタッフカードだけでログインできるようになります。"
          autoComplete="current-password"
          isRequired
          autoFocus
          {...form.text('current_password')}
        />
        <Stack $direction="row" $gap={3}>
          <Button type="submit" variant="danger" isLoading={save.isPending}>
            解除する
          </Button>
          <Button variant="ghost" onPress={onDone} isDisabled={save.isPending}>
            やめる
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
