import { handleAs, http, success } from '../http.ts';

// The backups (issue 21) live on the real server's disk; the mock answers one verified backup taken at
// the demo's 03:00 so the settings screen and the dashboard have something to show.

export const backupHandlers = [
  http.get('/api/backups/status', (info) =>
    handleAs(info, 'getBackupStatus', () =>
      info.response(200).json(
        success({
          enabled: true,
          daily_hour: 3,
          keep_daily: 14,
          keep_monthly: 12,
          overdue: false,
          last_verified_at: '2026-11-24T03:00:00+09:00',
          last: {
            file: 'kayoi-2026-11-24T030000+0900.sql.gz',
            taken_at: '2026-11-24T03:00:00+09:00',
            bytes: 217_441,
            rows: 16_525,
            dump_ms: 6_457,
            verified: true,
            verify_ms: 9_361,
            problems: [],
          },
          last_failure: null,
          count: 9,
        }),
      ),
    ),
  ),
];
