import { isoTokyo } from '@kayoi/domain/calendar';
import { readerDeviceFormSchema } from '@kayoi/domain/forms';
import { serverMessages } from '@kayoi/domain/messages';
import type { ReaderDevice, UserPreferences } from '../../queries/types.ts';
import { canned } from '../canned.ts';
import { handleAs, http, jsonBody, notFound, parseOr422, pathId, searchParams, success } from '../http.ts';
import { listAnswer } from '../resource.ts';
import type { FixtureReaderDevice } from '../store.ts';

// The caller's preferences, the stores, the health check and the card reader devices: plain records. A
// device is this desk's when the desk's credential (X-Device-Credential) is the one the mock knows for it.

const credentialOf = (request: Request) => request.headers.get('x-device-credential');

/** A device as the API shows it (the credential stays in the mock). */
const deviceView = ({ credential, ...device }: FixtureReaderDevice, request: Request): ReaderDevice => ({
  ...device,
  is_current: credential !== null && credential === credentialOf(request),
});

export const settingsHandlers = [
  canned('getHealth'),

  http.get('/api/stores', (info) =>
    handleAs(info, 'listStores', ({ store }) => {
      const list = listAnswer(store.records.stores, searchParams(info.request), {
        search: (s) => [s.name, s.name_kana],
      });
      return info.response(200).json({ ...success(list.data as never), meta: list.meta as never });
    }),
  ),

  http.get('/api/v2/user/preferences', (info) =>
    handleAs(info, 'getUserPreferences', ({ store, staff }) => {
      const saved = store.records.preferences.find((p) => p.staff_id === staff.id);
      // Nobody saved a choice: the scheme the server starts everyone on, as recorded for the demo logins.
      const theme: UserPreferences['theme'] = saved?.theme ?? store.records.preferences[0]?.theme ?? 'light';
      return info.response(200).json(success({ theme }));
    }),
  ),

  http.put('/api/v2/user/preferences', (info) =>
    handleAs(info, 'updateUserPreferences', async ({ store, staff }) => {
      const theme = (await jsonBody(info.request)).theme as UserPreferences['theme'];
      const others = store.records.preferences.filter((p) => p.staff_id !== staff.id);
      store.records.preferences = [...others, { staff_id: staff.id, theme }];
      return info.response(200).json(success({ theme }, serverMessages.preferencesSaved));
    }),
  ),

  http.get('/api/reader-devices', (info) =>
    handleAs(info, 'listReaderDevices', ({ store, storeId }) => {
      const list = store.records.readerDevices
        .filter((d) => d.store_id === storeId)
        .map((d) => deviceView(d, info.request));
      return info.response(200).json(success(list));
    }),
  ),

  http.post('/api/reader-devices', (info) =>
    handleAs(info, 'enrollReaderDevice', async ({ store, staff, storeId }) => {
      const { name } = parseOr422(readerDeviceFormSchema, await jsonBody(info.request));
      const credential = `mock-reader-device-${globalThis.crypto.randomUUID()}`;
      const device: FixtureReaderDevice = {
        id: store.nextId('readerDevices'),
        store_id: storeId,
        store_name: store.storeName(storeId) ?? '',
        name,
        status: 'active',
        enrolled_by_name: staff.name,
        enrolled_at: isoTokyo(store.nowMs()),
        last_used_at: null,
        revoked_at: null,
        revoked_by_name: null,
        is_current: false,
        credential,
      };
      // The newest first, as the list shows them.
      store.records.readerDevices.unshift(device);
      return info.response(201).json(
        // The device enrolled is the one asking (it holds the credential from this answer on).
        success(
          { device: { ...deviceView(device, info.request), is_current: true }, credential },
          serverMessages.deviceEnrolled,
        ),
      );
    }),
  ),

  http.get('/api/reader-devices/current', (info) =>
    handleAs(info, 'getCurrentReaderDevice', ({ store }) => {
      const credential = credentialOf(info.request);
      const device = credential
        ? store.records.readerDevices.find((d) => d.credential === credential)
        : undefined;
      return info.response(200).json(success(device ? deviceView(device, info.request) : null));
    }),
  ),

  http.post('/api/reader-devices/{id}/revoke', (info) =>
    handleAs(info, 'revokeReaderDevice', ({ store, staff, storeId }) => {
      const device = store.find('readerDevices', pathId(info.params.id));
      if (device?.store_id !== storeId) throw notFound(serverMessages.deviceNotFound);
      if (device.status === 'active') {
        Object.assign(device, {
          status: 'revoked',
          revoked_at: isoTokyo(store.nowMs()),
          revoked_by_name: staff.name,
        });
      }
      return info.response(200).json(success(deviceView(device, info.request), serverMessages.deviceRevoked));
    }),
  ),
];
