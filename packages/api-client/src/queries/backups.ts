import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';

export type BackupStatus = components['schemas']['BackupStatus'];

export const backupKeys = {
  all: ['backups'] as const,
  status: () => [...backupKeys.all, 'status'] as const,
};

/** The daily backup's state for the admin settings screen and the dashboard's warning (admins only). */
export const getBackupStatusQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.status(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/backups/status', { signal })),
  });

export const useBackupStatus = () => useQuery(getBackupStatusQueryOptions());
