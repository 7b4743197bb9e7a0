import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, DEVICE_CREDENTIAL_OPERATIONS, unwrap } from '../../src/client.ts';
import {
  DEMO_PASSWORD,
  DEMO_READER_DEVICE_CREDENTIAL,
  DEMO_STAFF_CARD_UIDS,
  DEMO_TOKENS,
} from '../../src/msw/index.ts';
import {
  authKeys,
  getCardPinQueryOptions,
  getCurrentUserQueryOptions,
  loginWithNfcCardMutationOptions,
  loginWithPasswordMutationOptions,
  setCardPinMutationOptions,
} from '../../src/queries/auth.ts';
import {
  enrollReaderDeviceMutationOptions,
  getCurrentReaderDeviceQueryOptions,
  hasReaderDeviceCredential,
  listReaderDevicesQueryOptions,
  readerDeviceKeys,
  revokeReaderDeviceMutationOptions,
} from '../../src/queries/readerDevices.ts';
import spec from '../../src/specDocument.js';
import { configureTestClient, server, useMockServer } from '../msw/support.ts';
import { observe, testQueryClient } from './support.ts';

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
});

/** The X-Device-Credential each request carried, as `METHOD /path → credential | null`. */
function recordDeviceHeaders(): Map<string, string | null> {
  const seen = new Map<string, string | null>();
  server.events.on('request:start', ({ request }) => {
    seen.set(
      `${request.method} ${new URL(request.url).pathname}`,
      request.headers.get('x-device-credential'),
    );
  });
  return seen;
}

const enroll = (name: string) =>
  new MutationObserver(queryClient, enrollReaderDeviceMutationOptions()).mutate({ name });
const revoke = (id: number) =>
  new MutationObserver(queryClient, revokeReaderDeviceMutationOptions()).mutate(id);

describe('the device credential header', () => {
  it('when the spec is read, then the client sends the credential exactly to the operations that declare it', () => {
    const declared = Object.entries(
      spec.paths as Record<string, Record<string, { parameters?: { name?: string }[] }>>,
    ).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => (operation.parameters ?? []).some((p) => p.name === 'X-Device-Credential'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );

    expect([...DEVICE_CREDENTIAL_OPERATIONS].sort()).toEqual(declared.sort());
  });

  it('when this desk holds a credential, then the card login and the device reads carry it and nothing else does', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager, deviceCredential: DEMO_READER_DEVICE_CREDENTIAL });
    const seen = recordDeviceHeaders();

    await queryClient.fetchQuery(getCurrentUserQueryOptions());
    await queryClient.fetchQuery(getCurrentReaderDeviceQueryOptions());
    await queryClient.fetchQuery(listReaderDevicesQueryOptions());
    await revoke(2);
    await unwrap(apiClient().GET('/api/health'));
    await new MutationObserver(queryClient, loginWithNfcCardMutationOptions()).mutate({
      nfc_uid: DEMO_STAFF_CARD_UIDS.staff,
    });
    await new MutationObserver(queryClient, loginWithPasswordMutationOptions()).mutate({
      email: 'manager@demo.kayoi.jp',
      password: DEMO_PASSWORD,
    });

    expect(Object.fromEntries(seen)).toEqual({
      'GET /api/v3/auth/me': null,
      'GET /api/reader-devices/current': DEMO_READER_DEVICE_CREDENTIAL,
      'GET /api/reader-devices': DEMO_READER_DEVICE_CREDENTIAL,
      'POST /api/reader-devices/2/revoke': DEMO_READER_DEVICE_CREDENTIAL,
      'GET /api/health': null,
      'POST /api/v3/auth/nfc-login': DEMO_READER_DEVICE_CREDENTIAL,
      'POST /api/v3/auth/login': null,
    });
  });

  it('when this desk holds no credential, then the card login goes without the header', async () => {
    configureTestClient();
    const seen = recordDeviceHeaders();

    await new MutationObserver(queryClient, loginWithNfcCardMutationOptions()).mutate({
      nfc_uid: DEMO_STAFF_CARD_UIDS.staff,
    });

    expect(seen.get('POST /api/v3/auth/nfc-login')).toBeNull();
    expect(hasReaderDeviceCredential()).toBe(false);
  });
});

describe('enrolling and revoking', () => {
  it('when a manager enrols this desk, then its credential is stored, it is the current device and the list marks it', async () => {
    const { deviceCredentialStore } = configureTestClient({ token: DEMO_TOKENS.manager });
    await observe(queryClient, listReaderDevicesQueryOptions());

    const enrolment = await enroll('受付PC 2');

    expect(deviceCredentialStore.token).toBe(enrolment.credential);
    expect(hasReaderDeviceCredential()).toBe(true);
    expect(queryClient.getQueryData(readerDeviceKeys.current())).toMatchObject({
      name: '受付PC 2',
      status: 'active',
      store_name: '渋谷校',
      enrolled_by_name: '佐藤 美咲',
      is_current: true,
    });
    await expect
      .poll(
        () =>
          queryClient.getQueryData(listReaderDevicesQueryOptions().queryKey)?.find((d) => d.is_current)?.name,
      )
      .toBe('受付PC 2');
  });

  it('when a desk that held an old credential is enrolled again, then the new credential replaces it', async () => {
    const { deviceCredentialStore } = configureTestClient({
      token: DEMO_TOKENS.manager,
      deviceCredential: 'a-credential-the-server-forgot-long-ago-000000',
    });
    await expect(queryClient.fetchQuery(getCurrentReaderDeviceQueryOptions())).resolves.toBeNull();

    const { credential } = await enroll('受付PC 1');

    expect(deviceCredentialStore.token).toBe(credential);
  });

  it('when the name is blank, then enrolment fails with the field message and nothing is stored', async () => {
    const { deviceCredentialStore } = configureTestClient({ token: DEMO_TOKENS.manager });

    await expect(enroll('  ')).rejects.toMatchObject({
      status: 422,
      fieldErrors: { name: ['端末名は必須です'] },
    });
    expect(deviceCredentialStore.token).toBeNull();
  });

  it('when this very device is revoked, then its credential is forgotten and it is no longer current', async () => {
    const { deviceCredentialStore } = configureTestClient({
      token: DEMO_TOKENS.manager,
      deviceCredential: DEMO_READER_DEVICE_CREDENTIAL,
    });
    await observe(queryClient, getCurrentReaderDeviceQueryOptions());

    const revoked = await revoke(1);

    expect(revoked).toMatchObject({ status: 'revoked', revoked_by_name: '佐藤 美咲', is_current: true });
    expect(deviceCredentialStore.token).toBeNull();
    await expect.poll(() => queryClient.getQueryState(readerDeviceKeys.current())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(readerDeviceKeys.current())).toBeNull();
  });

  it('when another device of the store is revoked, then this desk keeps its credential', async () => {
    const { deviceCredentialStore } = configureTestClient({
      token: DEMO_TOKENS.manager,
      deviceCredential: DEMO_READER_DEVICE_CREDENTIAL,
    });
    await enroll('受付PC 2');
    const list = await queryClient.fetchQuery({ ...listReaderDevicesQueryOptions(), staleTime: 0 });
    const other = list.find((d) => d.name === '受付PC 1');
    const held = deviceCredentialStore.token;

    const revoked = await revoke(other?.id ?? 0);

    expect(revoked).toMatchObject({ name: '受付PC 1', status: 'revoked', is_current: false });
    expect(deviceCredentialStore.token).toBe(held);
  });

  it('when the store’s devices are listed, then active ones come first and another store’s are not there', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });

    const list = await queryClient.fetchQuery(listReaderDevicesQueryOptions());

    expect(list.map((d) => [d.name, d.status, d.store_name])).toEqual([
      ['受付PC 1', 'active', '渋谷校'],
      ['2階タブレット', 'revoked', '渋谷校'],
    ]);
    expect(list.every((d) => !d.is_current)).toBe(true);
  });

  it('when staff ask for the list, then it is refused (403), but they may read this device’s state', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff, deviceCredential: DEMO_READER_DEVICE_CREDENTIAL });

    await expect(queryClient.fetchQuery(listReaderDevicesQueryOptions())).rejects.toMatchObject({
      status: 403,
    });
    await expect(queryClient.fetchQuery(getCurrentReaderDeviceQueryOptions())).resolves.toMatchObject({
      name: '受付PC 1',
      is_current: true,
    });
  });
});

describe('card PIN', () => {
  const setPin = (input: { current_password: string; pin: string | null }) =>
    new MutationObserver(queryClient, setCardPinMutationOptions()).mutate(input);

  it('when a manager sets a PIN and removes it again, then the cached state follows each answer', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    await expect(queryClient.fetchQuery(getCardPinQueryOptions())).resolves.toEqual({ has_card_pin: false });

    await setPin({ current_password: DEMO_PASSWORD, pin: '482915' });
    expect(queryClient.getQueryData(authKeys.cardPin())).toEqual({ has_card_pin: true });

    await setPin({ current_password: DEMO_PASSWORD, pin: null });
    expect(queryClient.getQueryData(authKeys.cardPin())).toEqual({ has_card_pin: false });
  });

  it('when the current password is wrong, then it fails on current_password and the state stays', async () => {
    configureTestClient({ token: DEMO_TOKENS.admin });
    await queryClient.fetchQuery(getCardPinQueryOptions());

    await expect(setPin({ current_password: 'wrong-password', pin: '1234' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { current_password: ['現在のパスワードが正しくありません'] },
    });
    expect(queryClient.getQueryData(authKeys.cardPin())).toEqual({ has_card_pin: false });
  });

  it('when staff ask for the PIN state, then it is refused (403): only admins and managers have one', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });

    await expect(queryClient.fetchQuery(getCardPinQueryOptions())).rejects.toMatchObject({ status: 403 });
  });
});
