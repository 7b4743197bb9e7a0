import { DAY_MS, isoTokyo, MINUTE_MS } from '@kayoi/domain/calendar';
import { serverMessages } from '@kayoi/domain/messages';
import { z } from 'zod';
import type { ReaderDevice } from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import { handleAs, http, jsonBody, notFound, parseOr422, pathId, success } from '../http.ts';

// Reader devices (カードリーダー端末) over the fixture store: thin CRUD. The rules that use them (card login only
// from an active device of the right store, sessions ending with a revoked device) are the server's; stories
// and tests that need those answers put `errorHandler('loginWithNfcCard', 403, 'DEVICE_NOT_ENROLLED')` in front.

/**
 * The credential of the demo desk 受付PC 1 (渋谷校, active): a story puts it in localStorage
 * `kayoi_reader_device` to stand at an enrolled desk.
 */
export const DEMO_READER_DEVICE_CREDENTIAL = 'demo-reader-device-shibuya-front-desk-pc-0001';

interface FixtureReaderDevice {
  id: number;
  store_id: number;
  name: string;
  credential: string;
  enrolled_by: number | null;
  enrolled_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  revoked_by: number | null;
}

const states = new WeakMap<FixtureStore, FixtureReaderDevice[]>();

/** The store's devices: 渋谷校's front desk PC (active) and a retired tablet, 横浜校's front desk PC. */
function devicesOf(store: FixtureStore): FixtureReaderDevice[] {
  let devices = states.get(store);
  if (!devices) {
    const now = store.nowMs();
    const device = (
      id: number,
      storeId: number,
      name: string,
      enrolledDaysAgo: number,
      extra: Partial<FixtureReaderDevice> = {},
    ): FixtureReaderDevice => ({
      id,
      store_id: storeId,
      name,
      credential: `demo-reader-device-${id}-${'x'.repeat(32)}`,
      enrolled_by: storeId === 1 ? 2 : 5,
      enrolled_at: now - enrolledDaysAgo * DAY_MS,
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
      ...extra,
    });
    devices = [
      device(1, 1, '受付PC 1', 60, {
        credential: DEMO_READER_DEVICE_CREDENTIAL,
        last_used_at: now - 95 * MINUTE_MS,
      }),
      device(2, 1, '2階タブレット', 120, {
        last_used_at: now - 40 * DAY_MS,
        revoked_at: now - 30 * DAY_MS,
        revoked_by: 2,
      }),
      device(3, 2, '受付PC', 90, { last_used_at: now - 3 * DAY_MS }),
    ];
    states.set(store, devices);
  }
  return devices;
}

const credentialOf = (request: Request) => request.headers.get('x-device-credential');

function view(store: FixtureStore, device: FixtureReaderDevice, credential: string | null): ReaderDevice {
  const nameOf = (id: number | null) => (id === null ? null : (store.staffById(id)?.name ?? null));
  const at = (ms: number | null) => (ms === null ? null : isoTokyo(ms));
  return {
    id: device.id,
    store_id: device.store_id,
    store_name: store.storeName(device.store_id) ?? '',
    name: device.name,
    status: device.revoked_at === null ? 'active' : 'revoked',
    enrolled_by_name: nameOf(device.enrolled_by),
    enrolled_at: isoTokyo(device.enrolled_at),
    last_used_at: at(device.last_used_at),
    revoked_at: at(device.revoked_at),
    revoked_by_name: nameOf(device.revoked_by),
    is_current: credential !== null && device.credential === credential,
  };
}

const enrollmentSchema = z.object({
  name: z
    .string({ error: serverMessages.deviceNameRequired })
    .trim()
    .min(1, { error: serverMessages.deviceNameRequired })
    .max(50),
});

export const readerDeviceHandlers = [
  http.get('/api/reader-devices', (info) =>
    handleAs(info, 'listReaderDevices', ({ store, storeId }) => {
      const credential = credentialOf(info.request);
      const list = devicesOf(store)
        .filter((d) => d.store_id === storeId)
        .sort(
          (a, b) =>
            Number(a.revoked_at !== null) - Number(b.revoked_at !== null) ||
            b.enrolled_at - a.enrolled_at ||
            b.id - a.id,
        )
        .map((d) => view(store, d, credential));
      return info.response(200).json(success(list));
    }),
  ),

  http.post('/api/reader-devices', (info) =>
    handleAs(info, 'enrollReaderDevice', async ({ store, staff, storeId }) => {
      const { name } = parseOr422(enrollmentSchema, await jsonBody(info.request));
      const devices = devicesOf(store);
      const id = Math.max(0, ...devices.map((d) => d.id)) + 1;
      const credential = `mock-reader-device-${id}-${globalThis.crypto.randomUUID()}`;
      const device: FixtureReaderDevice = {
        id,
        store_id: storeId,
        name,
        credential,
        enrolled_by: staff.id,
        enrolled_at: store.nowMs(),
        last_used_at: null,
        revoked_at: null,
        revoked_by: null,
      };
      devices.push(device);
      return info
        .response(201)
        .json(
          success({ device: view(store, device, credential), credential }, serverMessages.deviceEnrolled),
        );
    }),
  ),

  http.get('/api/reader-devices/current', (info) =>
    handleAs(info, 'getCurrentReaderDevice', ({ store }) => {
      const credential = credentialOf(info.request);
      const device = credential ? devicesOf(store).find((d) => d.credential === credential) : undefined;
      return info.response(200).json(success(device ? view(store, device, credential) : null));
    }),
  ),

  http.post('/api/reader-devices/{id}/revoke', (info) =>
    handleAs(info, 'revokeReaderDevice', ({ store, staff, storeId }) => {
      const device = devicesOf(store).find((d) => d.id === pathId(info.params.id));
      if (device?.store_id !== storeId) throw notFound(serverMessages.deviceNotFound);
      if (device.revoked_at === null) {
        device.revoked_at = store.nowMs();
        device.revoked_by = staff.id;
      }
      return info
        .response(200)
        .json(success(view(store, device, credentialOf(info.request)), serverMessages.deviceRevoked));
    }),
  ),
];
