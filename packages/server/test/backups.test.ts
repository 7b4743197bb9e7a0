import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdtemp, open, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { acceptStatement } from '../src/modules/backups/allowed-statements.ts';
import {
  BackupBusyError,
  type BackupRecord,
  pruneBackups,
  takeBackup,
} from '../src/modules/backups/backup.ts';
import {
  knownSchema,
  loadBackupForRestore,
  NotEmptyError,
  publicTables,
  readBackup,
  restoreBackup,
  verifyBackup,
} from '../src/modules/backups/restore.ts';
import { nextTokyoHour, startBackupService } from '../src/modules/backups/service.ts';
import { type SigningKey, signRecord, verificationKeys } from '../src/modules/backups/signing.ts';
import { rowCounts, tableChecksums } from '../src/modules/backups/snapshot.ts';
import { sqlStatements } from '../src/modules/backups/sql-script.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { startTestApp, TEST_PASSWORD } from './support/app.ts';
import { type DatabaseTarget, databaseTargets, templateCluster } from './support/databases.ts';
import { multipart } from './support/forms.ts';
import { compileCache } from './support/processes.ts';

const NOW = new Date('2026-11-22T01:00:00.000Z');
const CLI_RESTORE = fileURLToPath(new URL('../src/cli/db-restore.ts', import.meta.url));

describe.each(databaseTargets)('backups on $name', (source) => {
  let db: Database;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  let dir: string;
  let record: BackupRecord;

  beforeAll(async () => {
    // A tenth of the demo: every kind of row the product writes, in a size each snapshot and restore reads quickly
    // (the run's demo template of that moment and size: support/databases.ts).
    ({ db, url, dispose } = await source.open({ demo: { now: NOW, scale: 0.1 } }));
    dir = await mkdtemp(join(tmpdir(), 'kayoi-backups-'));
    record = await takeBackup(db, { dir, now: () => NOW, postgresUrl: url });
  }, 120_000);

  afterAll(async () => {
    await dispose?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('when the demo data is backed up, then the file is named by the Tokyo time and verified against its own counts', async () => {
    expect(record.file).toBe('kayoi-2026-11-22T100000+0900.sql.gz');
    expect(record.verification).toMatchObject({ ok: true, problems: [] });
    expect(record.rows).toBeGreaterThan(10_000);
    const names = await readdir(dir);
    expect(names.sort()).toEqual([record.file, `${record.file}.json`]);
    expect((await readBackup(join(dir, record.file))).header.counts).toEqual((await rowCounts(db)).counts);
  });

  it('when a backup is already running, then a second one is refused', async () => {
    const results = await Promise.allSettled([
      takeBackup(db, { dir, now: () => new Date(NOW.getTime() + 1000), postgresUrl: url }),
      takeBackup(db, { dir, now: () => new Date(NOW.getTime() + 2000), postgresUrl: url }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(BackupBusyError);
  }, 120_000);

  it('when a snapshot fails half-way, then no partial file and no lock are left, and the next backup runs', async () => {
    const broken = { ...db, kind: 'pglite' as const, embedded: undefined };
    const before = (await readdir(dir)).sort();
    await expect(takeBackup(broken, { dir, now: () => new Date(NOW.getTime() + 5000) })).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(before);
    const next = await takeBackup(db, { dir, now: () => new Date(NOW.getTime() + 6000), postgresUrl: url });
    expect(next.verification.ok).toBe(true);
  }, 120_000);

  it('when a backup file is damaged or cut short, then its verification fails', async () => {
    const bytes = await readFile(join(dir, record.file));
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 2);
    flipped[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await writeFile(join(dir, 'flipped.sql.gz'), flipped);
    await writeFile(join(dir, 'short.sql.gz'), bytes.subarray(0, bytes.length - 200));
    for (const name of ['flipped.sql.gz', 'short.sql.gz']) {
      const verification = await verifyBackup(join(dir, name));
      expect(verification.ok).toBe(false);
      expect(verification.problems.length).toBeGreaterThan(0);
    }
  });

  it('when the database is written meanwhile, then every write acknowledged before the backup is in it, and no transaction is torn', async () => {
    // The probe's rows go into a table of ours (a restore loads only our tables): server_secrets, named by pair.
    let writing = true;
    const acknowledged: number[] = [];
    const writer = (async () => {
      for (let pair = 1; writing; pair += 1) {
        // Two rows per transaction: a snapshot taken between them would hold one of a pair.
        await db.transaction(async (tx) => {
          await tx.query("insert into server_secrets (name, value) values ($1, 'half 1')", [
            `probe-${pair}-1`,
          ]);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.query("insert into server_secrets (name, value) values ($1, 'half 2')", [
            `probe-${pair}-2`,
          ]);
        });
        acknowledged.push(pair);
      }
    })();
    try {
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
      const before = [...acknowledged];
      const loaded = await takeBackup(db, {
        dir,
        now: () => new Date(NOW.getTime() + 60_000),
        postgresUrl: url,
      });
      const during = acknowledged.length - before.length;
      writing = false;
      await writer;
      expect(during).toBeGreaterThan(0);
      expect(loaded.verification).toMatchObject({ ok: true });
      const scratch = await databaseTargets[0]?.open();
      if (!scratch) throw new Error('no PGlite target');
      try {
        await restoreBackup(scratch.db, await readBackup(join(dir, loaded.file)));
        const { rows } = await scratch.db.query<{ pair: number; halves: number }>(
          `select split_part(name, '-', 2)::int as pair, count(*)::int as halves from server_secrets
            where name like 'probe-%' group by 1 order by 1`,
        );
        expect(rows.every((r) => r.halves === 2)).toBe(true);
        const pairs = new Set(rows.map((r) => r.pair));
        expect(before.filter((pair) => !pairs.has(pair))).toEqual([]);
      } finally {
        await scratch.dispose();
      }
    } finally {
      writing = false;
      await writer;
      await db.exec("delete from server_secrets where name like 'probe-%'");
    }
  }, 120_000);

  describe('a backup that was tampered with', () => {
    let target: Awaited<ReturnType<DatabaseTarget['open']>>;
    let keys: SigningKey[];
    const marker = '-- PostgreSQL database dump complete';
    const probe = join(tmpdir(), `kayoi-restore-probe-${process.pid}-${source.name}`);

    beforeAll(async () => {
      target = await source.open({ migrated: true });
      keys = await verificationKeys(db, undefined);
    }, 120_000);
    afterAll(async () => {
      await target?.dispose();
      await rm(probe, { force: true });
    });

    /** The backup with `extra` SQL put in before its end marker, written as `name` with a record beside it. */
    async function tampered(
      name: string,
      extra: string,
      record: (original: BackupRecord, sha256: string) => unknown,
    ): Promise<string> {
      const original = JSON.parse(
        await readFile(join(dir, `${recordOf().file}.json`), 'utf8'),
      ) as BackupRecord;
      const text = gunzipSync(await readFile(join(dir, original.file))).toString('utf8');
      const at = text.lastIndexOf(marker);
      const bytes = gzipSync(`${text.slice(0, at)}${extra}\n\n${text.slice(at)}`);
      const file = join(dir, name);
      await writeFile(file, bytes);
      const digest = createHash('sha256').update(bytes).digest('hex');
      await writeFile(`${file}.json`, JSON.stringify(record(original, digest)));
      return file;
    }
    const recordOf = () => record;
    const attack = [
      `COPY (SELECT 1) TO PROGRAM 'touch ${probe}';`,
      "UPDATE public.staffs SET role = 'admin';",
      'CREATE FUNCTION public.kayoi_backdoor() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;',
    ].join('\n');

    it('when statements were added and the record still says the old digest, then the file is refused before anything runs', async () => {
      const file = await tampered('added.sql.gz', attack, (original) => original);
      await expect(loadBackupForRestore(file, { keys })).rejects.toThrow(
        /sha256 .* is not the one its record holds/,
      );
    });

    it('when the record was rewritten with the new digest, then its signature refuses it; one signed with another key too', async () => {
      const file = await tampered('resigned.sql.gz', attack, (original, sha256) => ({ ...original, sha256 }));
      await expect(loadBackupForRestore(file, { keys })).rejects.toThrow(/signature does not match/);
      const forger = { source: 'database' as const, key: randomBytes(32) };
      const forged = await tampered('forged.sql.gz', attack, (original, sha256) => ({
        ...original,
        sha256,
        signature: signRecord(forger, { ...original, sha256, verified: true }),
      }));
      await expect(loadBackupForRestore(forged, { keys })).rejects.toThrow(/signature does not match/);
      // With no key to check with, only --unsigned goes on.
      await expect(loadBackupForRestore(forged, { keys: [] })).rejects.toThrow(/--unsigned/);
    });

    it('when an unsigned file holds statements of its own, then the restore refuses it and the database is as it was', async () => {
      await target.db.query("insert into server_secrets (name, value) values ('before', 'kept')");
      const before = await tableChecksums(target.db);
      const original = await readBackup(join(dir, record.file));
      // Two restores of the whole file: the attack where the issue found it, after every row, and a statement of
      // another kind first, refused before any row. Each leaves the database as it was.
      for (const [extra, first] of [
        [attack, false],
        ['COPY public.stores (id, name) FROM stdin;\n1\tx\n\\.', true],
      ] as const) {
        const at = first ? 0 : original.script.lastIndexOf(marker);
        const script = `${original.script.slice(0, at)}${extra}\n\n${original.script.slice(at)}`;
        await expect(
          restoreBackup(target.db, { ...original, script }, { force: true }),
          extra,
        ).rejects.toThrow(/a statement a Kayoi backup does not/);
        expect(await tableChecksums(target.db)).toEqual(before);
      }
      await expect(access(probe)).rejects.toThrow();
      const { rows } = await target.db.query(
        "select count(*)::int as n from pg_proc where proname = 'kayoi_backdoor'",
      );
      expect(rows[0]).toEqual({ n: 0 });
      // The other kinds, each statement as the restore reads it (sqlStatements) and judges it (acceptStatement)
      // against this schema: each file refused. A whole restore per kind ran every migration again for each.
      const schema = await knownSchema(target.db);
      const judged = (extra: string) => () => {
        for (const statement of sqlStatements(extra)) acceptStatement(statement, schema);
      };
      for (const extra of [
        "INSERT INTO public.not_ours VALUES (1, 'x');",
        "INSERT INTO public.server_secrets (name, value, created_at, extra) VALUES ('a', 'b', '2026-01-01', 1);",
        "INSERT INTO public.server_secrets VALUES ((SELECT pg_read_file('/etc/passwd')), 'x', now());",
        "INSERT INTO public.server_secrets VALUES ('a', 'b', '2026-01-01') ON CONFLICT (name) DO UPDATE SET value = 'x';",
        "INSERT INTO public.backup_signing_keys VALUES (1, 'attacker', '2026-01-01');",
        "SELECT pg_catalog.setval('public.not_a_sequence', 1, true);",
        'SET standard_conforming_strings = off;',
        'CREATE TRIGGER evil AFTER INSERT ON public.stores FOR EACH ROW EXECUTE FUNCTION public.kayoi_backdoor();',
        'DO $$ BEGIN PERFORM 1; END $$;',
      ]) {
        expect(judged(extra), extra).toThrow(/a statement a Kayoi backup does not/);
      }
      // What a backup holds itself passes the same judge.
      expect(judged(original.script)).not.toThrow();
    }, 120_000);

    it('when pnpm db:restore is given a tampered file, then it says so, exits 1 and leaves the database as it was; a file signed with KAYOI_SECRET restores', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'kayoi-restore-cli-'));
      // A new database, as a restore finds it: PostgreSQL's without tables; PGlite's right after initdb, the run's
      // empty template (support/databases.ts) rather than made by the first of the restores below (initdb).
      const fresh = source.name === 'postgres' ? await source.open() : null;
      if (!fresh) await templateCluster(join(dataDir, 'db'), { migrated: false });
      const secret = 'a-kayoi-secret-of-at-least-32-characters!';
      const restore = (args: string[], withSecret = true, into = dataDir) =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn(process.execPath, [CLI_RESTORE, ...args], {
            env: {
              PATH: process.env.PATH,
              NODE_COMPILE_CACHE: compileCache,
              DATA_DIR: into,
              LOG_LEVEL: 'silent',
              ...(withSecret ? { KAYOI_SECRET: secret } : {}),
              ...(fresh?.url ? { DATABASE_URL: fresh.url } : {}),
            },
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ code, output }));
        });
      const tablesOfTarget = async () => {
        const db = fresh?.db ?? (await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') }));
        try {
          return await publicTables(db);
        } finally {
          if (!fresh) await db.close();
        }
      };
      try {
        const signed = await takeBackup(db, {
          dir,
          now: () => new Date(NOW.getTime() + 120_000),
          postgresUrl: url,
          secret,
        });
        const added = await tampered('cli-added.sql.gz', attack, (original) => original);
        // The digest is checked before a database is opened or its lock taken: into a DATA_DIR with no database
        // yet, the refusal leaves it empty (no cluster made by initdb, no lock file).
        const untouched = await mkdtemp(join(tmpdir(), 'kayoi-restore-untouched-'));
        try {
          const refusedDigest = await restore([added], true, untouched);
          expect(refusedDigest.code).toBe(1);
          expect(refusedDigest.output).toMatch(
            /sha256 .* is not the one its record holds.*the database is as it was/s,
          );
          expect(await readdir(untouched)).toEqual([]);
        } finally {
          await rm(untouched, { recursive: true, force: true });
        }

        const resigned = await tampered('cli-resigned.sql.gz', attack, (original, sha256) => ({
          ...original,
          sha256,
        }));
        const refusedSignature = await restore([resigned]);
        expect(refusedSignature.code).toBe(1);
        expect(refusedSignature.output).toMatch(/signature does not match/);
        // --unsigned goes on only where there is no key at all (no KAYOI_SECRET, a new database): then the
        // statements refuse it.
        const noKey = await restore([resigned], false);
        expect(noKey.output).toMatch(/--unsigned/);
        const refusedStatement = await restore([resigned, '--unsigned'], false);
        expect(refusedStatement.code).toBe(1);
        expect(refusedStatement.output).toMatch(/a statement a Kayoi backup does not \(COPY/);
        expect(await tablesOfTarget()).toEqual([]);
        await expect(access(probe)).rejects.toThrow();

        const restored = await restore([join(dir, signed.file)]);
        expect(restored.output).toMatch(/^restored \d+ rows/m);
        expect(restored.code).toBe(0);
        expect((await tablesOfTarget()).length).toBeGreaterThan(50);
      } finally {
        await fresh?.dispose();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 180_000);

    it('when the file and its record are the ones taken, then it restores with the key of the database that took it', async () => {
      const file = join(dir, record.file);
      const backup = await loadBackupForRestore(file, { keys });
      expect(backup.signed).toBe(true);
      await restoreBackup(target.db, backup, { force: true });
      expect((await rowCounts(target.db)).counts).toEqual(backup.header.counts);
    }, 120_000);
  });

  describe.each(databaseTargets)('restored into an empty $name database', (destination) => {
    let restored: Awaited<ReturnType<DatabaseTarget['open']>>;

    beforeAll(async () => {
      restored = await destination.open();
      await restoreBackup(restored.db, await readBackup(join(dir, record.file)));
    }, 120_000);
    afterAll(async () => {
      await restored?.dispose();
    });

    it('then every table has the rows of the snapshot, and a second restore is refused unless forced', async () => {
      expect((await rowCounts(restored.db)).counts).toEqual((await rowCounts(db)).counts);
      expect(await tableChecksums(restored.db)).toEqual(await tableChecksums(db));
      const backup = await readBackup(join(dir, record.file));
      await expect(restoreBackup(restored.db, backup)).rejects.toBeInstanceOf(NotEmptyError);
      await restoreBackup(restored.db, backup, { force: true });
      expect((await rowCounts(restored.db)).counts).toEqual((await rowCounts(db)).counts);
    }, 120_000);

    it('then the demo admin logs in, and new customers and visits continue the numbers without collisions', async () => {
      const onRestored: DatabaseTarget = {
        name: destination.name,
        open: async () => ({ db: restored.db, dispose: async () => {} }),
      };
      const t = await startTestApp(onRestored);
      try {
        const login = await t.request({
          method: 'POST',
          url: '/api/v3/auth/login',
          payload: { email: 'admin@demo.kayoi.jp', password: DEMO_PASSWORD },
        });
        expect(login.status).toBe(200);
        const token = login.body.data.token as string;
        const before = await restored.db.query<{ n: number; top: number }>(
          'select count(*)::int as n, max(id)::int as top from customers',
        );
        const created = await Promise.all(
          [1, 2, 3].map((k) =>
            t.request({
              method: 'POST',
              url: '/api/customers',
              token,
              ...multipart({
                family_name: '復元',
                given_name: `太郎${k}`,
                family_name_kana: 'フクゲン',
                given_name_kana: 'タロウ',
                birth_date: '1990-04-01',
              }),
            }),
          ),
        );
        expect(created.map((r) => r.status)).toEqual([201, 201, 201]);
        const after = await restored.db.query<{ n: number; numbers: number; min_new: number }>(
          `select count(*)::int as n, count(distinct (store_id, member_number))::int as numbers,
                  min(id) filter (where family_name = '復元')::int as min_new from customers`,
        );
        const count = (before.rows[0]?.n ?? 0) + 3;
        expect(after.rows[0]).toMatchObject({ n: count, numbers: count });
        expect(after.rows[0]?.min_new).toBeGreaterThan(before.rows[0]?.top ?? 0);
        expect(t.contractViolations()).toEqual([]);
      } finally {
        await t.app.close();
      }
    }, 120_000);
  });
});

describe.each(databaseTargets)('the backup status on $name', (target) => {
  it('when an admin asks, then the last backup, its size and its verification are told; others are refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kayoi-status-'));
    const opened = await target.open({ migrated: true });
    const t = await startTestApp(
      { name: target.name, open: async () => opened },
      { backups: { dir, hour: 3, keep: { daily: 14, monthly: 12 }, socketPath: join(dir, 'unused.sock') } },
    );
    try {
      const admin = await t.login((await t.createStaff({ role: 'admin', storeId: null })).email);
      const empty = await t.request({ method: 'GET', url: '/api/backups/status', token: admin });
      expect(empty.status).toBe(200);
      expect(empty.body.data).toMatchObject({
        enabled: true,
        daily_hour: 3,
        overdue: true,
        last: null,
        count: 0,
      });

      const record = await takeBackup(t.db, { dir, now: () => t.clock.now, postgresUrl: opened.url });
      const status = await t.request({ method: 'GET', url: '/api/backups/status', token: admin });
      expect(status.body.data).toMatchObject({
        overdue: false,
        count: 1,
        last_verified_at: '2026-11-22T10:00:00+09:00',
        last: { file: record.file, bytes: record.bytes, verified: true, problems: [] },
      });
      t.clock.advance(49 * 60 * 60 * 1000);
      const later = await t.login((await t.createStaff({ role: 'admin', storeId: null })).email);
      const late = await t.request({ method: 'GET', url: '/api/backups/status', token: later });
      expect(late.body.data.overdue).toBe(true);
      const manager = await t.login(
        (await t.createStaff({ role: 'manager', storeId: await t.createStore() })).email,
      );
      const refused = await t.request({ method: 'GET', url: '/api/backups/status', token: manager });
      expect(refused.status).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/backups/status' })).status).toBe(401);
      expect(t.contractViolations()).toEqual([]);
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.each(databaseTargets)('taking, listing and downloading backups from the app on $name', (target) => {
  it('when an admin takes one now, then it is listed with its size and verification, and downloads only with the password again; others are refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kayoi-api-'));
    const opened = await target.open({ migrated: true });
    const t = await startTestApp(
      { name: target.name, open: async () => opened },
      {
        // PostgreSQL: the server's pg_dump connects by the URL, as a server started with DATABASE_URL does.
        ...(opened.url ? { database: { kind: 'postgres' as const, url: opened.url } } : {}),
        backups: { dir, hour: 3, keep: { daily: 14, monthly: 12 }, socketPath: join(dir, 'unused.sock') },
      },
    );
    try {
      const adminEmail = (await t.createStaff({ role: 'admin', storeId: null })).email;
      const admin = await t.login(adminEmail);
      const storeId = await t.createStore();
      const manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
      const staff = await t.login((await t.createStaff({ role: 'staff', storeId })).email);

      const [first, second] = await Promise.all([
        t.request({ method: 'POST', url: '/api/backups', token: admin }),
        t.request({ method: 'POST', url: '/api/backups', token: admin }),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const created = first.status === 201 ? first : second;
      const busy = first.status === 201 ? second : first;
      expect(busy.body.message).toBe('ほかのバックアップを実行中です。終わってから、もう一度お試しください');
      expect(created.body).toMatchObject({ message: 'バックアップを作成しました', data: { verified: true } });
      const file = created.body.data.file as string;

      const list = await t.request({ method: 'GET', url: '/api/backups', token: admin });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([
        expect.objectContaining({
          file,
          bytes: created.body.data.bytes,
          verified: true,
          taken_at: created.body.data.taken_at,
        }),
      ]);

      for (const token of [manager, staff]) {
        expect((await t.request({ method: 'GET', url: '/api/backups', token })).status).toBe(403);
        expect((await t.request({ method: 'POST', url: '/api/backups', token })).status).toBe(403);
        const refused = await t.request({
          method: 'POST',
          url: `/api/backups/${encodeURIComponent(file)}/download`,
          token,
          payload: { current_password: TEST_PASSWORD },
        });
        expect(refused.status).toBe(403);
      }

      const download = (password: string, name = file) =>
        t.app.inject({
          method: 'POST',
          url: `/api/backups/${encodeURIComponent(name)}/download`,
          headers: { authorization: `Bearer ${admin}` },
          payload: { current_password: password },
        });
      const wrong = await download('not-my-password');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields ?? wrong.json().error).toBeTruthy();
      const got = await download(TEST_PASSWORD);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/gzip');
      expect(got.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      // Its record comes with it: a restore wants both.
      expect(Buffer.from(String(got.headers['x-backup-record']), 'base64url').toString('utf8')).toBe(
        await readFile(join(dir, `${file}.json`), 'utf8'),
      );
      expect(createHash('sha256').update(got.rawPayload).digest('hex')).toBe(
        createHash('sha256')
          .update(await readFile(join(dir, file)))
          .digest('hex'),
      );
      // Only a name of the list, never a path.
      for (const name of [
        '../../../../etc/passwd',
        `../${file}`,
        'kayoi-2026-01-01T000000+0900.sql.gz',
        `${file}.json`,
      ]) {
        const answer = await download(TEST_PASSWORD, name);
        expect([404, 422], name).toContain(answer.statusCode);
      }

      // A link put into the directory under a backup's name, with a record naming it, is not served.
      const linked = 'kayoi-2026-11-21T030000+0900.sql.gz';
      await symlink('/etc/passwd', join(dir, linked));
      // Even with a record signed with this server's key (the link alone is refused).
      const ownRecord = JSON.parse(await readFile(join(dir, `${file}.json`), 'utf8')) as BackupRecord;
      const [key] = await verificationKeys(t.db, undefined);
      if (!key) throw new Error('no signing key');
      const linkedRecord = { ...ownRecord, file: linked };
      await writeFile(
        join(dir, `${linked}.json`),
        JSON.stringify({ ...linkedRecord, signature: signRecord(key, { ...linkedRecord, verified: true }) }),
      );
      const listed = await t.request({ method: 'GET', url: '/api/backups', token: admin });
      expect(listed.body.data.map((b: { file: string }) => b.file)).toContain(linked);
      expect((await download(TEST_PASSWORD, linked)).statusCode).toBe(404);

      // A record rewritten by hand (its verification turned to ok, the file's sha256 made to match) is not believed.
      const record = JSON.parse(await readFile(join(dir, `${file}.json`), 'utf8')) as BackupRecord;
      await writeFile(
        join(dir, `${file}.json`),
        JSON.stringify({
          ...record,
          bytes: record.bytes + 1,
          verification: { ok: true, ms: 1, problems: [] },
        }),
      );
      const forged = await t.request({ method: 'GET', url: '/api/backups', token: admin });
      expect(forged.body.data.find((b: { file: string }) => b.file === file)).toMatchObject({
        verified: false,
      });
      expect((await download(TEST_PASSWORD)).statusCode).toBe(404);
      expect(t.contractViolations()).toEqual([]);
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.each(databaseTargets)('several servers on one $name database', (target) => {
  it('when each runs the daily backup at the same hour, then it is taken once for the database', async () => {
    const opened = await target.open({ migrated: true });
    const dirs = [
      await mkdtemp(join(tmpdir(), 'kayoi-node-a-')),
      await mkdtemp(join(tmpdir(), 'kayoi-node-b-')),
    ];
    const log = { info: () => {}, error: () => {}, warn: () => {} } as unknown as Parameters<
      typeof startBackupService
    >[0]['log'];
    const services = await Promise.all(
      dirs.map((dir) =>
        startBackupService({
          db: opened.db,
          config: { dir, hour: 3, keep: { daily: 14, monthly: 12 }, socketPath: join(dir, 'unused.sock') },
          now: () => NOW,
          log,
          postgresUrl: opened.url,
          ownsEmbedded: false,
        }),
      ),
    );
    try {
      const taken = await Promise.all(services.map((service) => service.dailyBackup()));
      expect(taken.filter((record) => record !== null)).toHaveLength(1);
      const files = (await Promise.all(dirs.map((dir) => readdir(dir))))
        .flat()
        .filter((n) => n.endsWith('.gz'));
      expect(files).toHaveLength(1);
      // The same day again, on either server: already taken.
      expect(await Promise.all(services.map((service) => service.dailyBackup()))).toEqual([null, null]);
    } finally {
      await Promise.all(services.map((service) => service.close()));
      await opened.dispose();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }, 180_000);
});

describe('a missed daily backup', () => {
  it('when the server starts with no backup of the last 24 hours, then it takes one soon after', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kayoi-catch-up-'));
    const opened = await databaseTargets[0]?.open({ migrated: true });
    if (!opened) throw new Error('no PGlite target');
    const logged: string[] = [];
    const log = {
      info: (...args: unknown[]) => void logged.push(String(args.at(-1))),
      error: (...args: unknown[]) => void logged.push(String(args.at(-1))),
      warn: () => {},
    } as unknown as Parameters<typeof startBackupService>[0]['log'];
    const service = await startBackupService({
      db: opened.db,
      config: { dir, hour: 3, keep: { daily: 14, monthly: 12 }, socketPath: join(dir, 'unused.sock') },
      now: () => NOW,
      log,
      ownsEmbedded: false,
      catchUpAfterMs: 10,
    });
    try {
      await expect
        .poll(async () => (await service.status()).count, { timeout: 60_000, interval: 200 })
        .toBe(1);
      expect(logged).toContain('no backup in the last 24 hours: taking one now');
      expect((await service.status()).last?.verified).toBe(true);
    } finally {
      await service.close();
      await opened.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the daily hour', () => {
  it('when the hour has passed today in Tokyo, then the next backup is tomorrow at that hour', () => {
    expect(nextTokyoHour(new Date('2026-11-22T01:00:00Z'), 3).toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(nextTokyoHour(new Date('2026-11-21T17:59:59Z'), 3).toISOString()).toBe('2026-11-21T18:00:00.000Z');
    expect(nextTokyoHour(new Date('2026-11-21T18:00:00Z'), 3).toISOString()).toBe('2026-11-22T18:00:00.000Z');
  });
});

describe('retention', () => {
  it('when there are more backups than kept, then the newest of the last 14 days and of the last 12 months stay', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kayoi-retention-'));
    try {
      const names: string[] = [];
      // two a day for 400 days back from 2026-11-22
      for (let day = 0; day < 400; day += 1) {
        const date = new Date(Date.UTC(2026, 10, 22 - day));
        const ymd = date.toISOString().slice(0, 10);
        for (const time of ['030000', '150000']) names.push(`kayoi-${ymd}T${time}+0900.sql.gz`);
      }
      for (const name of names) {
        await (await open(join(dir, name), 'w')).close();
        await writeFile(join(dir, `${name}.json`), '{}');
      }
      await pruneBackups(dir, { daily: 14, monthly: 12 });
      const left = (await readdir(dir)).filter((n) => n.endsWith('.gz')).sort();
      const daily = left.filter((n) => n >= 'kayoi-2026-11-09');
      expect(daily).toHaveLength(14);
      expect(daily.every((n) => n.includes('T150000'))).toBe(true);
      const monthly = left.filter((n) => n < 'kayoi-2026-11-09');
      expect(monthly).toEqual(
        [
          '2025-12-31',
          '2026-01-31',
          '2026-02-28',
          '2026-03-31',
          '2026-04-30',
          '2026-05-31',
          '2026-06-30',
          '2026-07-31',
          '2026-08-31',
          '2026-09-30',
          '2026-10-31',
        ].map((d) => `kayoi-${d}T150000+0900.sql.gz`),
      );
      expect((await readdir(dir)).filter((n) => n.endsWith('.json'))).toHaveLength(left.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
