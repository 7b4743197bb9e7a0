import { resolve } from 'node:path';
import {
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES,
  NFC_LOGIN_LOCKOUT_MINUTES,
  NFC_LOGIN_MAX_FAILURES,
  REMEMBERED_TOKEN_LIFETIME_MINUTES,
  TOKEN_LIFETIME_MINUTES,
} from '@kayoi/domain/constants';
import type { DatabaseConfig } from './db/database.ts';
import { type BackupConfig, backupConfig } from './modules/backups/config.ts';

export type MailConfig = { transport: 'outbox'; dir: string } | { transport: 'smtp'; url: string };

export interface AppConfig {
  database: DatabaseConfig;
  /** Where the built app lives; null serves the API only. */
  staticDir: string | null;
  /** Where the built family app (マイページ, packages/portal) lives, served at /my/; null serves none. */
  portalDir?: string | null;
  /** Base URL put in e-mails (password reset links). */
  publicUrl: string;
  mail: MailConfig;
  mailFrom: string;
  auth: {
    tokenLifetimeMinutes: number;
    rememberedTokenLifetimeMinutes: number;
    loginMaxFailures: number;
    loginLockoutMinutes: number;
    nfcMaxFailures: number;
    nfcLockoutMinutes: number;
    passwordResetLifetimeMinutes: number;
  };
  /**
   * Requests per minute: signed-in calls per account (`apiPerMinute`) and per client address
   * (`addressPerMinute`), public calls per client address (`publicPerMinute`).
   */
  rateLimit: { apiPerMinute: number; addressPerMinute: number; publicPerMinute: number };
  /**
   * TRUST_PROXY: which reverse proxies may say who the client is (X-Forwarded-For). false (the default)
   * believes no one; a list of addresses/CIDRs (or `loopback`, `uniquelocal`) believes those.
   */
  trustProxy: false | string;
  /** Load the demo data into an empty database at start (never in production). */
  loadDemoData: boolean;
  logLevel: string | false;
  /** The clock every rule reads; tests move it. */
  now: () => Date;
  /**
   * KAYOI_SECRET: signs the photo URLs. When absent, a random secret is made once and kept in the database
   * (every server on that database shares it).
   */
  secret?: string | undefined;
  /**
   * How often the notification dispatcher looks for due deliveries (modules/notifications); absent, it runs on
   * no timer (tests call runDueDeliveries themselves).
   */
  notificationDispatchMs?: number;
  /** LINE_API_BASE_URL: the Messaging API's base (tests point it at a local stand-in); absent, LINE's own. */
  lineApiBaseUrl?: string | undefined;
  /**
   * PUSH_ALLOW_ANY_ENDPOINT=1: a family may register a push endpoint on any host and over http (tests and e2e, whose
   * push receiver is local). Absent, only the browsers' push services over https (modules/notifications/endpoints.ts):
   * the server posts to the endpoint a family sends, so any other host would let a family aim it inside the network.
   */
  allowAnyPushEndpoint?: boolean;
  /** Where and when backups are taken (modules/backups); absent, the server takes none (tests). */
  backups?: BackupConfig;
}

export const defaultAuthConfig: AppConfig['auth'] = {
  tokenLifetimeMinutes: TOKEN_LIFETIME_MINUTES,
  rememberedTokenLifetimeMinutes: REMEMBERED_TOKEN_LIFETIME_MINUTES,
  loginMaxFailures: LOGIN_MAX_FAILURES,
  loginLockoutMinutes: LOGIN_LOCKOUT_MINUTES,
  nfcMaxFailures: NFC_LOGIN_MAX_FAILURES,
  nfcLockoutMinutes: NFC_LOGIN_LOCKOUT_MINUTES,
  passwordResetLifetimeMinutes: 60,
};

/** KAYOI_SECRET, when set, must be long enough not to be guessed (`openssl rand -base64 32` makes one). */
function signingSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('KAYOI_SECRET must be at least 32 characters long');
  return value;
}

/**
 * TRUST_PROXY as Fastify takes it: unset or `false` → trust no proxy; otherwise a comma-separated list of
 * addresses, CIDRs or the names `loopback`, `linklocal`, `uniquelocal`. `true` (trust every sender) is
 * refused: it would let any client choose its address.
 */
export function trustedProxies(value: string | undefined): false | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any client; name the proxy addresses (e.g. 10.0.0.5,loopback)',
    );
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** Reads the run contract documented in the README: PORT, DATA_DIR, DATABASE_URL and friends. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
): AppConfig & { port: number; host: string; dataDir: string } {
  // Relative to where the user ran the command (`pnpm start` runs the server from packages/server).
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8080);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    staticDir: env.STATIC_DIR ?? resolve(import.meta.dirname, '../../app/dist'),
    portalDir: env.PORTAL_DIR ?? resolve(import.meta.dirname, '../../portal/dist'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    mail: env.SMTP_URL
      ? { transport: 'smtp', url: env.SMTP_URL }
      : { transport: 'outbox', dir: resolve(dataDir, 'outbox') },
    mailFrom: env.MAIL_FROM ?? 'Kayoi <no-reply@kayoi.local>',
    auth: defaultAuthConfig,
    rateLimit: {
      apiPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
      addressPerMinute: Number(env.ADDRESS_RATE_LIMIT_PER_MINUTE ?? 3000),
      publicPerMinute: Number(env.PUBLIC_RATE_LIMIT_PER_MINUTE ?? 30),
    },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    loadDemoData: !production && env.KAYOI_DEMO_DATA !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    now: () => new Date(),
    secret: signingSecret(env.KAYOI_SECRET),
    backups: backupConfig(env, dataDir),
    notificationDispatchMs: 15_000,
    lineApiBaseUrl: env.LINE_API_BASE_URL,
    allowAnyPushEndpoint: env.PUSH_ALLOW_ANY_ENDPOINT === '1',
  };
}

/** The folders whose files are the server's OS user's only (0700/0600): DATA_DIR, and BACKUP_DIR wherever it is. */
export function privateDirs(config: { dataDir: string; backups?: { dir: string } | undefined }): string[] {
  return [config.dataDir, ...(config.backups ? [config.backups.dir] : [])];
}
