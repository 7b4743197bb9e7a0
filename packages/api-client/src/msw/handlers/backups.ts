import { formatTokyo, isoTokyo } from '@kayoi/domain/calendar';
import { backupMessages } from '@kayoi/domain/messages';
import type { components } from '../../generated/schema.ts';
import { handleAs, http, success } from '../http.ts';
import { currentFixtureStore, type FixtureStore } from '../store.ts';

// The backups (issues 21 and 26) live on the real server's disk; the mock answers the same two verified
// backups for every store (the newest taken at the demo's 03:00), one more per 今すぐバックアップ (kept with the
// fixture store, so a reset forgets it), and a small stand-in file for any download: the password check is
// the server's (a story shows the refusal with errorHandler('downloadBackup', 422, …)).

type BackupRecord = components['schemas']['BackupRecord'];

const RECORDED: BackupRecord[] = [
  {
    file: 'kayoi-2026-11-24T030000+0900.sql.gz',
    taken_at: '2026-11-24T03:00:00+09:00',
    bytes: 217_441,
    rows: 16_525,
    dump_ms: 6_457,
    verified: true,
    verify_ms: 9_361,
    problems: [],
  },
  {
    file: 'kayoi-2026-11-23T030000+0900.sql.gz',
    taken_at: '2026-11-23T03:00:00+09:00',
    bytes: 216_980,
    rows: 16_498,
    dump_ms: 6_310,
    verified: true,
    verify_ms: 9_102,
    problems: [],
  },
];

const takenNow = new WeakMap<FixtureStore, BackupRecord[]>();
const backups = () => [...(takenNow.get(currentFixtureStore()) ?? []), ...RECORDED];

export const backupHandlers = [
  http.get('/api/backups/status', (info) =>
    handleAs(info, 'getBackupStatus', () => {
      const last = backups()[0] ?? null;
      return info.response(200).json(
        success({
          enabled: true,
          daily_hour: 3,
          keep_daily: 14,
          keep_monthly: 12,
          overdue: false,
          last_verified_at: last?.taken_at ?? null,
          last,
          last_failure: null,
          count: 7 + backups().length,
        }),
      );
    }),
  ),
  http.get('/api/backups', (info) =>
    handleAs(info, 'listBackups', () => info.response(200).json(success(backups()))),
  ),
  http.post('/api/backups', (info) =>
    handleAs(info, 'createBackup', () => {
      const store = currentFixtureStore();
      const now = store.nowMs();
      const record: BackupRecord = {
        ...(RECORDED[0] as BackupRecord),
        file: `kayoi-${formatTokyo(now, "yyyy-MM-dd'T'HHmmss")}+0900.sql.gz`,
        taken_at: isoTokyo(now),
      };
      takenNow.set(store, [record, ...(takenNow.get(store) ?? [])]);
      return info.response(201).json(success(record, backupMessages.created));
    }),
  ),
  http.post('/api/backups/{file}/download', (info) =>
    handleAs(info, 'downloadBackup', () => {
      const file = String(info.params.file);
      const record = { ...(backups().find((b) => b.file === file) ?? RECORDED[0]), file };
      // gzip's magic bytes and an empty member: enough for a browser to save a .gz.
      const bytes = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      return info.response.untyped(
        new Response(bytes, {
          status: 200,
          headers: {
            'content-type': 'application/gzip',
            'content-disposition': `attachment; filename="${file}"`,
            'x-backup-record': btoa(JSON.stringify(record))
              .replaceAll('+', '-')
              .replaceAll('/', '_')
              .replaceAll('=', ''),
          },
        }),
      );
    }),
  ),
];
