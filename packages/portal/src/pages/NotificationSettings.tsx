import {
  type FamilyNotificationSettings,
  getFamilyPushKeyQueryOptions,
  type PushSubscriptionInput,
  useDeleteFamilyPushSubscription,
  useFamilyLineLink,
  useFamilyPushSubscriptions,
  useIssueFamilyLineCode,
  useRegisterFamilyPushSubscription,
  useUnlinkFamilyLine,
  useUpdateFamilyNotificationSettings,
} from '@kayoi/api-client';
import {
  familyProfileMessages,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  notificationMessages,
} from '@kayoi/api-client/messages';
import { Alert, Button, Card, Checkbox, Stack, Switch, TextField } from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatTokyoDateTime } from './dates.ts';
import { messageOf } from './errors.ts';
import { Note, RowItem, RowList } from './parts.ts';

// プロフィール's 通知設定 (issue 32): which kinds come on which channel (メール, プッシュ通知, LINE), the quiet hours, this
// device's push notifications and the LINE link. The server keeps and checks every choice.

type Outcome = { tone: 'success' | 'danger'; text: string };
type Channels = FamilyNotificationSettings['channels'];

const GROUPS: [keyof Pick<FamilyNotificationSettings, 'announcements' | 'makeups' | 'billing'>, string][] = [
  ['announcements', 'お知らせ・進級テスト・申請の通知'],
  ['makeups', '欠席・振替・キャンセル待ちの通知'],
  ['billing', '請求・口座振替の通知'],
];
const ALL_ON = { mail: true, push: true, line: true };
const DEFAULT_QUIET = { start: '21:00', end: '07:00' };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const Channels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2, 4)};
`;

const KindName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Settings from a server before channels existed are read as every channel on. */
function channelsOf(settings: Partial<FamilyNotificationSettings>): Channels {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...ALL_ON, ...(settings.channels?.[kind] ?? {}) }]),
  ) as Channels;
}

function KindChannels({
  kind,
  value,
  onChange,
}: {
  kind: NotificationKind;
  value: Channels[NotificationKind];
  onChange: (channel: NotificationChannel, on: boolean) => void;
}) {
  return (
    <RowItem>
      <KindName>{NOTIFICATION_KIND_LABELS[kind]}</KindName>
      <Channels>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <Checkbox
            key={channel}
            isSelected={value[channel]}
            onChange={(on) => onChange(channel, on)}
            aria-label={`${NOTIFICATION_KIND_LABELS[kind]}を${NOTIFICATION_CHANNEL_LABELS[channel]}で受け取る`}
          >
            {NOTIFICATION_CHANNEL_LABELS[channel]}
          </Checkbox>
        ))}
      </Channels>
    </RowItem>
  );
}

export function NotificationCard({ settings }: { settings: FamilyNotificationSettings }) {
  const save = useUpdateFamilyNotificationSettings();
  const [groups, setGroups] = useState({
    announcements: settings.announcements,
    makeups: settings.makeups,
    billing: settings.billing,
  });
  const [channels, setChannels] = useState(() => channelsOf(settings));
  const [quiet, setQuiet] = useState(settings.quiet_hours ?? null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const quietWrong = quiet !== null && !(CLOCK.test(quiet.start) && CLOCK.test(quiet.end));
  const submit = async () => {
    if (quietWrong) {
      setOutcome({ tone: 'danger', text: notificationMessages.quietHoursInvalid });
      return;
    }
    try {
      await save.mutateAsync({ ...groups, channels, quiet_hours: quiet });
      setOutcome({ tone: 'success', text: familyProfileMessages.notificationSettingsSaved });
    } catch (error) {
      setOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };
  const setChannel = (kind: NotificationKind) => (channel: NotificationChannel, on: boolean) =>
    setChannels((all) => ({ ...all, [kind]: { ...all[kind], [channel]: on } }));
  return (
    <Card title="通知設定">
      <Stack $gap={3}>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        {GROUPS.map(([key, label]) => (
          <Switch
            key={key}
            isSelected={groups[key]}
            onChange={(on) => setGroups((g) => ({ ...g, [key]: on }))}
          >
            {label}
          </Switch>
        ))}
        <Note>オフにした種類の通知は、どの方法でも届きません。</Note>
        <RowList aria-label="通知の種類と受け取り方">
          {NOTIFICATION_KINDS.map((kind) => (
            <KindChannels key={kind} kind={kind} value={channels[kind]} onChange={setChannel(kind)} />
          ))}
        </RowList>
        <Switch isSelected={quiet !== null} onChange={(on) => setQuiet(on ? DEFAULT_QUIET : null)}>
          夜間は通知を控える
        </Switch>
        {quiet ? (
          <Channels>
            <TextField
              label="控える時間（から）"
              value={quiet.start}
              onChange={(start) => setQuiet({ ...quiet, start })}
              errorMessage={quietWrong ? notificationMessages.quietHoursInvalid : undefined}
            />
            <TextField
              label="控える時間（まで）"
              value={quiet.end}
              onChange={(end) => setQuiet({ ...quiet, end })}
            />
          </Channels>
        ) : null}
        <Button variant="primary" fullWidth isLoading={save.isPending} onPress={submit}>
          通知設定を保存
        </Button>
      </Stack>
    </Card>
  );
}

/** The VAPID key as the Push API takes it (base64url → bytes). */
function keyBytes(base64url: string) {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const pushSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

/** This browser's push subscription, when the app's service worker has one. */
async function currentSubscription() {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks permission and subscribes through the service worker, as the server's key says. */
async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionInput> {
  if (!pushSupported()) throw new Error('この端末（ブラウザ）はプッシュ通知に対応していません');
  if ((await Notification.requestPermission()) !== 'granted')
    throw new Error('通知が許可されませんでした。ブラウザの設定で通知を許可してください');
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    user_agent: navigator.userAgent.slice(0, 500),
  };
}

function PushRow({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const client = useQueryClient();
  const subscriptions = useFamilyPushSubscriptions();
  const register = useRegisterFamilyPushSubscription();
  const remove = useDeleteFamilyPushSubscription();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    void currentSubscription().then((sub) => setEndpoint(sub?.endpoint ?? null));
  }, []);
  const mine = subscriptions.data?.find((s) => s.endpoint === endpoint);
  const subscribe = async () => {
    try {
      const key = await client.fetchQuery(getFamilyPushKeyQueryOptions());
      const input = await subscribeThisDevice(key.public_key);
      await register.mutateAsync(input);
      setEndpoint(input.endpoint);
      onOutcome({ tone: 'success', text: notificationMessages.pushSubscribed });
    } catch (error) {
      onOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };
  const unsubscribe = async () => {
    if (!mine) return;
    try {
      await remove.mutateAsync(mine.id);
      await (await currentSubscription())?.unsubscribe();
      setEndpoint(null);
      onOutcome({ tone: 'success', text: notificationMessages.pushUnsubscribed });
    } catch (error) {
      onOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };
  const devices = subscriptions.data?.length ?? 0;
  return (
    <Stack $gap={2}>
      <Note>
        {mine
          ? 'この端末でプッシュ通知を受け取っています'
          : devices > 0
            ? `プッシュ通知を受け取る端末: ${devices}台`
            : 'プッシュ通知を受け取る端末はありません'}
      </Note>
      {mine ? (
        <Button variant="secondary" fullWidth isLoading={remove.isPending} onPress={unsubscribe}>
          この端末の通知を解除
        </Button>
      ) : (
        <Button variant="secondary" fullWidth isLoading={register.isPending} onPress={subscribe}>
          この端末で通知を受け取る
        </Button>
      )}
    </Stack>
  );
}

function LineRow({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const link = useFamilyLineLink();
  const issue = useIssueFamilyLineCode();
  const unlink = useUnlinkFamilyLine();
  if (!link.data?.available) return null;
  const issueCode = () =>
    issue.mutateAsync().catch((error: unknown) => onOutcome({ tone: 'danger', text: messageOf(error) }));
  const end = () =>
    unlink
      .mutateAsync()
      .then(() => onOutcome({ tone: 'success', text: notificationMessages.lineUnlinked }))
      .catch((error: unknown) => onOutcome({ tone: 'danger', text: messageOf(error) }));
  if (link.data.linked) {
    return (
      <Stack $gap={2}>
        <Note>LINEと連携しています（{formatTokyoDateTime(link.data.linked_at ?? '')}）</Note>
        <Button variant="secondary" fullWidth isLoading={unlink.isPending} onPress={end}>
          LINEの連携を解除
        </Button>
      </Stack>
    );
  }
  return (
    <Stack $gap={2}>
      {issue.data ? (
        <Alert tone="info">
          スクールのLINE公式アカウントに、コード「{issue.data.code}」をメッセージで送ってください（
          {formatTokyoDateTime(issue.data.expires_at)}まで有効）。
        </Alert>
      ) : (
        <Note>
          LINEでも通知を受け取れます。コードを発行して、スクールのLINE公式アカウントに送ってください。
        </Note>
      )}
      <Button variant="secondary" fullWidth isLoading={issue.isPending} onPress={issueCode}>
        LINE連携コードを発行
      </Button>
    </Stack>
  );
}

/** Where notifications arrive: this device's push notifications and the LINE link. */
export function NotificationDevicesCard() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Card title="通知の受け取り先">
      <Stack $gap={3}>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <PushRow onOutcome={setOutcome} />
        <LineRow onOutcome={setOutcome} />
      </Stack>
    </Card>
  );
}
