import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOKENS, resetFixtureStore } from '../../src/msw/index.ts';
import {
  backupKeys,
  createBackupMutationOptions,
  downloadBackupMutationOptions,
  listBackupsQueryOptions,
} from '../../src/queries/backups.ts';
import { configureTestClient, useMockServer } from '../msw/support.ts';
import { testQueryClient } from './support.ts';

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
  resetFixtureStore({ now: new Date('2026-11-24T10:00:00+09:00') });
  configureTestClient({ token: DEMO_TOKENS.admin });
});

describe('backups', () => {
  it('when an admin takes one now, then the list is read again and shows it first', async () => {
    const before = await queryClient.fetchQuery(listBackupsQueryOptions());
    const record = await new MutationObserver(queryClient, createBackupMutationOptions()).mutate();
    expect(record.file).toBe('kayoi-2026-11-24T100000+0900.sql.gz');
    expect(queryClient.getQueryState(backupKeys.list())?.isInvalidated).toBe(true);
    const after = await queryClient.fetchQuery(listBackupsQueryOptions());
    expect(after.map((b) => b.file)).toEqual([record.file, ...before.map((b) => b.file)]);
  });

  it('when a backup is downloaded, then its file comes with its record (what a restore checks it against)', async () => {
    const download = await new MutationObserver(queryClient, downloadBackupMutationOptions()).mutate({
      file: 'kayoi-2026-11-24T030000+0900.sql.gz',
      current_password: DEMO_PASSWORD,
    });
    expect(download.fileName).toBe('kayoi-2026-11-24T030000+0900.sql.gz');
    expect(download.blob.size).toBeGreaterThan(0);
    expect(JSON.parse(download.record ?? 'null')).toMatchObject({
      file: 'kayoi-2026-11-24T030000+0900.sql.gz',
      verified: true,
    });
  });
});
