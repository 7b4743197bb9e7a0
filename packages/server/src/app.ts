import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { dayOf } from '@kayoi/domain/calendar';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadServerSecret } from './db/secrets.ts';
import { createEventBus, type EventBus } from './events/bus.ts';
import { createTopicRegistry } from './events/topics.ts';
import { AccessLog } from './http/access-log.ts';
import { compressionLevels } from './http/compression.ts';
import { ApiError } from './http/envelope.ts';
import { frameworkErrorOptions, registerErrorHandling } from './http/errors.ts';
import { registerEtags } from './http/etag.ts';
import { serverMessages } from './http/messages.ts';
import { type OpenApiDocument, type OperationConfig, registerOperations } from './http/operations.ts';
import { createSchemaCompiler } from './http/validation.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { addressHandlers } from './modules/addresses/handlers.ts';
import { authDeps, authHandlers } from './modules/auth/handlers.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import { createSessionRegistry } from './modules/auth/sessions.ts';
import { authenticate } from './modules/auth/use-cases.ts';
import { backupHandlers } from './modules/backups/handlers.ts';
import { type BackupService, startBackupService } from './modules/backups/service.ts';
import { bankHandlers } from './modules/banks/handlers.ts';
import { billingHandlers } from './modules/billing/handlers.ts';
import { bulletinHandlers } from './modules/bulletin/handlers.ts';
import { chatHandlers } from './modules/chat/handlers.ts';
import { coachHandlers } from './modules/classes/coach-handlers.ts';
import { classHandlers } from './modules/classes/handlers.ts';
import { runLapsedWaitlistTurns } from './modules/classes/members.ts';
import { customerHandlers } from './modules/customers/handlers.ts';
import { membershipHandlers } from './modules/customers/membership-handlers.ts';
import { applyDueStatuses } from './modules/customers/membership-repository.ts';
import { dashboardHandlers } from './modules/dashboard/handlers.ts';
import { eventHandlers } from './modules/events/handlers.ts';
import { facilityHandlers } from './modules/facilities/handlers.ts';
import { familyDeps, familyHandlers } from './modules/family/handlers.ts';
import { createFamilyRepository } from './modules/family/repository.ts';
import { authenticateFamily } from './modules/family/use-cases.ts';
import { familyMessageHandlers } from './modules/family-messages/handlers.ts';
import { deleteExpiredTapKeys } from './modules/front-desk/attendance.ts';
import { frontDeskHandlers } from './modules/front-desk/handlers.ts';
import { gradeHandlers } from './modules/grades/handlers.ts';
import { masterCopyHandlers } from './modules/master-copy/handlers.ts';
import { masterImportHandlers } from './modules/master-import/handlers.ts';
import { memberImportHandlers } from './modules/member-import/handlers.ts';
import { memberNoticeHandlers } from './modules/member-notices/handlers.ts';
import { startDispatcher } from './modules/notifications/dispatcher.ts';
import { notificationDeps, notificationHandlers } from './modules/notifications/handlers.ts';
import { createPhotoSigner, registerPhotoRoute } from './modules/photos/photos.ts';
import { preRegistrationHandlers } from './modules/pre-registrations/handlers.ts';
import { preferenceHandlers } from './modules/preferences/handlers.ts';
import { programHandlers } from './modules/programs/handlers.ts';
import {
  type CallCount,
  countHits,
  deleteExpiredCounters,
  type Hit,
} from './modules/rate-limits/counters.ts';
import { reportHandlers } from './modules/reports/handlers.ts';
import { sweepMemberSpans } from './modules/reports/members-spans.ts';
import { forgetPastChanges, onPartWriteFailure, partsWritten } from './modules/reports/store-parts.ts';
import { readFirstLooks } from './modules/reports/warm-up.ts';
import { schoolHandlers } from './modules/schools/handlers.ts';
import { setupGuideHandlers } from './modules/setup-guide/handlers.ts';
import { staffHandlers } from './modules/staffs/handlers.ts';
import { storeHandlers } from './modules/stores/handlers.ts';
import { registerStoreLogoRoute } from './modules/stores/logo.ts';
import { systemHandlers } from './modules/system/handlers.ts';
import { zenginHandlers } from './modules/zengin/handlers.ts';
import './context.ts';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config.database. */
  db?: Database;
  mailer?: Mailer;
  /** Tests pass their own bus to watch what the server publishes. */
  events?: EventBus;
}

/** Public calls that must stay cheap to reach (monitoring, cookie priming) are not held to the public limit. */
export const UNLIMITED_PUBLIC = new Set(['getHealth', 'getCsrfCookie']);
const TOKEN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Ended rate-limit windows are forgotten every minute: a flood from many addresses leaves a row each, which
 * the in-memory counters used to cap at 5,000 (their LRU); this keeps the table near one minute's keys.
 */
const COUNTER_SWEEP_INTERVAL_MS = 60 * 1000;
/** The build's hashed files (`/assets/login-DTgHP9VQ.js`, and their .br/.gz twins). */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[\w-]{8}\.\w+(\.(br|gz))?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The headers of a file of a build (the staff app's or マイページ's). A hashed name changes with the content: kept
 * a year. index.html (and anything unhashed) is asked for again at every load, so the next load after a deploy
 * gets the new app. A hashed script or style sheet is not a document: the page's policies (CSP, framing,
 * referrer, HSTS …) mean nothing on it, and they were 640 of its 1,090 header bytes — 40 KB of a cold
 * dashboard's 63 scripts (issue 30). nosniff and the resource policy, which do apply to a subresource, stay.
 */
function buildFileHeaders(
  reply: { header(name: string, value: string): unknown; removeHeader(name: string): unknown },
  path: string,
) {
  const hashed = HASHED_ASSET.test(path);
  reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
  if (hashed) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
}

/** Helmet's headers that apply to a document only (kept on index.html and the API's answers). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The whole server as one Fastify instance: the spec's operations under /api, the built app on every
 * other path. `server.ts` only starts it; tests build it the same way.
 */
/** What an operation of the spec answers before its feature is built: 501 in the envelope, 「この機能は準備中です」. */
export const notImplemented = async (): Promise<never> => {
  throw new ApiError(501, 'NOT_IMPLEMENTED', serverMessages.notImplemented);
};

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === false ? false : { level: config.logLevel },
    logController: new AccessLog(),
    bodyLimit: 1_048_576,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY: from anyone else it would let
    // a client pick its own address (and so its own rate-limit budget).
    trustProxy: config.trustProxy,
    ...frameworkErrorOptions(),
  });
  const db = options.db ?? (await openDatabase(config.database));
  await migrate(db);
  const context = await createContext(app, config, options, db);
  // Heard from the other processes before the first request is answered.
  await Promise.all([context.events.ready, context.sessions.ready]);
  app.decorate('kayoi', context);
  const backups = config.backups
    ? await startBackupService({
        db,
        config: config.backups,
        now: config.now,
        log: app.log,
        postgresUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
        secret: config.secret,
        ownsEmbedded: !options.db && db.kind === 'pglite',
      })
    : null;
  app.decorateRequest('auth', null);
  app.decorateRequest('family', null);
  app.setValidatorCompiler(createSchemaCompiler());
  // The API reads JSON and multipart only; a text body is refused with 415 rather than half-read.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);

  await registerGuards(app, config, db);
  registerApi(app, backups);
  await registerPages(app, config);
  await sweepAndClose(app, options, backups);
  return app;
}

/** What every use case is handed: the database, the settings, mail, live events, photo URLs, sessions. */
async function createContext(
  app: FastifyInstance,
  config: AppConfig,
  options: BuildOptions,
  db: AppContext['db'],
): Promise<AppContext> {
  const secret = config.secret ?? (await loadServerSecret(db, 'photo_url_signing'));
  return {
    db,
    config,
    mailer: options.mailer ?? createMailer(config.mail, config.mailFrom),
    // On PostgreSQL several server processes may share the database: they relay their events to each
    // other. Embedded PGlite belongs to one process, which needs no relay.
    events:
      options.events ??
      createEventBus({
        now: config.now,
        ...(db.kind === 'postgres'
          ? { relay: db, onRelayError: (error) => app.log.warn({ err: error }, 'store event relay failed') }
          : {}),
      }),
    topics: createTopicRegistry(),
    photos: createPhotoSigner(secret, config.now),
    // A session ended through one process ends its live streams on every other at once (issue 26 §3).
    sessions: createSessionRegistry(
      db.kind === 'postgres'
        ? {
            relay: db,
            onRelayError: (error) => app.log.warn({ err: error }, 'session revocation relay failed'),
          }
        : {},
    ),
  };
}

/**
 * helmet's headers for `options`, worked out once. @fastify/helmet built helmet's middleware again on every
 * request, parsing the CSP's directives each time (1 % of the server's CPU under the check-in bench, issue 30);
 * the headers depend on the options alone, so they are read off one run of the middleware.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/** Security headers, rate limits, uploads, and who is calling (the bearer token) and whether their role may. */
async function registerGuards(app: FastifyInstance, config: AppConfig, db: AppContext['db']) {
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        // The desk's card reader service listens on localhost:9876 (seed §7).
        // Any port: the service (or its simulator) may be started on another one.
        'connect-src': ["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
  });
  // On every answer, errors and unknown routes included, as helmet's middleware set them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // ETags on JSON reads (http/etag.ts), before compression: a 304 carries no body to compress.
  registerEtags(app);
  // Answers in JSON and CSV exports of 4 KB and more go compressed when the browser accepts it (brotli, else gzip): a
  // 150 KB desk list is a few KB on the wire (http/compression.ts says why not the smaller ones). The built app's
  // files come pre-compressed (registerPages) and the live streams (text/event-stream) are never buffered.
  // Compressed request bodies are not accepted.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/json|text\/csv)(?:;|$)/,
    ...compressionLevels,
    globalDecompression: false,
  });
  // Rate limits apply to API operations only (the app's static files are not counted): public calls per
  // operation and client address; signed-in calls per address (a generous budget that cuts off floods of made-up
  // tokens) and per account, so the desks of a school behind one router do not share one budget.
  // The counters are kept in the database (rate_limit_counters), so a limit holds across every server process
  // on it: with each process counting in memory, two nodes admitted twice the limit (issue 26 §3). A signed-in
  // call counts its address and its account in the statement that finds its session (issue 30: one statement
  // on every call, not two); a call whose token is unknown counts its address alone.
  const tooMany = (ttlMs: number) =>
    new ApiError(429, 'TOO_MANY_REQUESTS', serverMessages.tooManyRequests, {
      retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
    });
  // A signed-in call's keys: its address, and its account (`account|…`, `family|…`) once its session holds.
  const { addressPerMinute, apiPerMinute } = config.rateLimit;
  const refuseOver = (hits: ReadonlyMap<string, Hit>) => {
    const over = [...hits]
      .filter(([key, hit]) => hit.hits > (key.startsWith('address|') ? addressPerMinute : apiPerMinute))
      .map(([, hit]) => hit.ttlMs);
    if (over.length > 0) throw tooMany(Math.max(...over));
  };
  const WINDOW_MS = 60_000;
  const counted = (request: FastifyRequest): CallCount => ({
    keys: [`address|${request.ip}`],
    windowMs: WINDOW_MS,
    admit: refuseOver,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 100 } });

  const deps = authDeps(app);
  const family = familyDeps(app);
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config as Partial<OperationConfig>;
    if (!operation.operationId) return;
    if (operation.isPublic) {
      if (!UNLIMITED_PUBLIC.has(operation.operationId)) {
        const [hit] = await countHits(db, [`public|${operation.operationId}|${request.ip}`], WINDOW_MS);
        if (hit && hit.hits > config.rateLimit.publicPerMinute) throw tooMany(hit.ttlMs);
      }
      return;
    }
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    // Two realms (issue 31): a family operation takes a family session only, every other one a staff session
    // only; each looks in its own table, so the other realm's token is unknown there (401).
    if (operation.realm === 'family') {
      request.family = await authenticateFamily(family, token, counted(request));
      return;
    }
    request.auth = await authenticate(deps, token, counted(request));
    if (operation.roles && !operation.roles.includes(request.auth.role)) {
      throw new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);
    }
  });
}

/** Every operation of the contract, answered by its module's handler. */
function registerApi(app: FastifyInstance, backups: BackupService | null) {
  registerOperations(
    app,
    spec as unknown as OpenApiDocument,
    {
      ...systemHandlers(app),
      ...authHandlers(app),
      ...storeHandlers(app),
      ...preferenceHandlers(app),
      ...frontDeskHandlers(app),
      ...dashboardHandlers(app),
      ...eventHandlers(app),
      ...customerHandlers(app),
      ...membershipHandlers(app),
      ...preRegistrationHandlers(app),
      ...addressHandlers(app),
      // The staff master's list and profile moved here from the front desk (issue 13: accounts).
      ...staffHandlers(app),
      // School setup (issue 13): the masters a school enters for itself.
      ...facilityHandlers(app),
      ...schoolHandlers(app),
      ...programHandlers(app),
      ...gradeHandlers(app),
      ...masterCopyHandlers(app),
      ...masterImportHandlers(app),
      ...bankHandlers(app),
      ...billingHandlers(app),
      ...zenginHandlers(app),
      ...reportHandlers(app),
      ...memberImportHandlers(app),
      // Classes (issue 14): the timetable, lessons, enrolment, absences and makeups, promotion tests.
      ...classHandlers(app),
      ...coachHandlers(app),
      ...backupHandlers(app, backups),
      // The first-run guide (issue 28): ticked from the data, the backups included.
      ...setupGuideHandlers(app, backups),
      // Communication (issue 17): the bulletin board and the staff chat.
      ...bulletinHandlers(app),
      ...chatHandlers(app),
      // マイページ (issue 31): the family realm, and the customer record's invitation.
      ...familyHandlers(app),
      // お知らせ (issue 32): notices to families and their read receipts.
      ...memberNoticeHandlers(app),
      // お問い合わせ (issue 32): the family's message thread with the store's desk.
      ...familyMessageHandlers(app),
      // 通知 (issue 32): mail, Web Push and LINE to families.
      ...notificationHandlers(app),
    },
    { notImplemented },
  );
}

/** Photos at signed URLs, the built app's files, and the app's page for its own routes. */
async function registerPages(app: FastifyInstance, config: AppConfig) {
  // Customer photos and pre-registration avatars, at signed URLs outside /api.
  registerPhotoRoute(app);
  // The schools' logos, public: the sign-up form shows them (issue 28 §9).
  registerStoreLogoRoute(app);

  const staticDir =
    config.staticDir && existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : null;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The build writes a brotli (.br) and a gzip (.gz) twin of every text file: the one the browser accepts
      // is sent as it is, nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: buildFileHeaders,
    });
  }
  // マイページ (issue 31): the family app's build at /my/, with its own page for its own routes.
  const portalDir =
    config.portalDir && existsSync(join(config.portalDir, 'index.html')) ? config.portalDir : null;
  if (portalDir) {
    await app.register(fastifyStatic, {
      root: portalDir,
      prefix: '/my/',
      // reply.sendFile comes from the staff app's registration when there is one.
      decorateReply: !staticDir,
      wildcard: false,
      // /my/ is answered as its routes are (below), with index.html's brotli twin.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: buildFileHeaders,
    });
    app.get('/my', async (_request, reply) => reply.redirect('/my/'));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/sanctum/');
    if (request.url.startsWith('/my/') && request.method === 'GET') {
      // The family app's routes (/my/login, /my/invitation?token=…) are its page; a missing asset is a 404.
      if (portalDir && !request.url.startsWith('/my/assets/')) return reply.sendFile('index.html', portalDir);
      throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    }
    // A missing asset (a chunk of an older build) is a 404, not the app's page in place of a script.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && staticDir && request.method === 'GET') {
      // Client-side routes (/dashboard, /customers/12 …) are the app's to answer.
      return reply.sendFile('index.html');
    }
    throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
  });
}

/** The hourly sweeps, and what is closed with the app. */
async function sweepAndClose(app: FastifyInstance, options: BuildOptions, backups: BackupService | null) {
  const context = app.kayoi;
  const { db, config } = context;
  // Hourly: expired tokens, the idempotency keys of card taps older than three days, and more below.
  const sweep = setInterval(() => {
    createAuthRepository(db, context.photos)
      .deleteExpiredTokens(config.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'expired token sweep failed'));
    createFamilyRepository(db)
      .deleteExpiredSessions(config.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'expired family session sweep failed'));
    deleteExpiredTapKeys(db, config.now().getTime()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'tap key sweep failed'),
    );
    // Scheduled 休会 / 退会 / 復会 reach the customers' current status on their day.
    applyDueStatuses(db, dayOf(config.now())).catch((error: unknown) =>
      app.log.warn({ err: error }, 'scheduled status sweep failed'),
    );
    // Waiting-list offers past their hold pass to the next one in line.
    runLapsedWaitlistTurns(context).catch((error: unknown) =>
      app.log.warn({ err: error }, 'waiting-list sweep failed'),
    );
    // The reports' kept store parts past their day, the members' spans no change made stale moved on, and the
    // changes no kept part or spans need; then their first look read again where a new day or a change left a
    // store without its part.
    sweepMemberSpans(db)
      .then(() => forgetPastChanges(db))
      .then(() => readFirstLooks(db, config.now))
      .catch((error: unknown) => app.log.warn({ err: error }, 'report parts sweep failed'));
  }, TOKEN_SWEEP_INTERVAL_MS);
  sweep.unref();
  const counterSweep = setInterval(() => {
    deleteExpiredCounters(db, config.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate-limit counter sweep failed'),
    );
  }, COUNTER_SWEEP_INTERVAL_MS);
  counterSweep.unref();
  // Notifications to families go out from every node; each delivery is claimed by one (modules/notifications).
  const dispatcher = config.notificationDispatchMs
    ? await startDispatcher(notificationDeps(app), db, config.notificationDispatchMs, app.log)
    : null;
  const stopHearingPartFailures = onPartWriteFailure((error) =>
    app.log.warn({ err: error }, 'a report’s kept parts not written; the next caller reads them again'),
  );
  app.addHook('onClose', async () => {
    await dispatcher?.stop();
    clearInterval(sweep);
    clearInterval(counterSweep);
    await backups?.close();
    if (!options.events) await context.events.close();
    await context.sessions.close();
    await partsWritten();
    stopHearingPartFailures();
    if (!options.db) await db.close();
  });
}
