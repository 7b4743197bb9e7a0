import { type AppConfig, defaultAuthConfig } from '../src/config.ts';

/** The server as the benches build it: embedded PGlite, no mail, no rate limits, the real clock. */
export const benchConfig = (): AppConfig => ({
  database: { kind: 'pglite', dataDir: null },
  staticDir: null,
  publicUrl: 'http://bench',
  mail: { transport: 'outbox', dir: '/dev/null' },
  mailFrom: 'bench@kayoi.local',
  auth: defaultAuthConfig,
  rateLimit: { apiPerMinute: 1_000_000, addressPerMinute: 1_000_000, publicPerMinute: 1_000_000 },
  trustProxy: false,
  loadDemoData: false,
  logLevel: process.env.LOG_LEVEL ?? false,
  now: () => new Date(),
});
