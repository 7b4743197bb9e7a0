import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles } from '../src/db/migrate.ts';

// The migrations live beside their modules and in src/db/migrations (shared): one sequence by number.

describe('the migrations a server holds', () => {
  let root: string;
  const where = () => ({ shared: join(root, 'db', 'migrations'), modules: join(root, 'modules') });
  const put = async (dir: string, name: string) => {
    await mkdir(join(root, dir), { recursive: true });
    await writeFile(join(root, dir, name), 'select 1;');
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kayoi-migrations-'));
    await put('db/migrations', '0001_core.sql');
    await put('db/migrations', '0070_school_setup.sql');
    await put('modules/chat/migrations', '0091_chat.sql');
    await put('modules/billing/migrations', '0110_billing.sql');
    await put('modules/billing/migrations', 'notes.md');
    await put('modules/billing/migrations', '0040_server_secrets.sql');
    await put('modules/events', 'bus.ts');
    await writeFile(join(root, 'modules', 'README.md'), '# modules');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('when migrations live in several folders, then they come in the order of their numbers, each with its module', async () => {
    const files = await migrationFiles(where());
    expect(files.map((file) => [file.version, file.module])).toEqual([
      ['0001_core', null],
      ['0040_server_secrets', 'billing'],
      ['0070_school_setup', null],
      ['0091_chat', 'chat'],
      ['0110_billing', 'billing'],
    ]);
    expect(files[3]?.path).toBe(join(root, 'modules', 'chat', 'migrations', '0091_chat.sql'));
  });

  it('when two migrations have one number, then the server refuses to start on them', async () => {
    await put('modules/chat/migrations', '0070_chat_rooms.sql');
    await expect(migrationFiles(where())).rejects.toThrow(/two migrations are numbered 0070: .*0070_/);
  });
});
