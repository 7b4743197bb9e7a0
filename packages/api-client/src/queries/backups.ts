import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';

export type BackupStatus = components['schemas']['BackupStatus'];
export type BackupRecord = components['schemas']['BackupRecord'];

export const backupKeys = {
  all: ['backups'] as const,
  status: () => [...backupKeys.all, 'status'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
};

/** The daily backup's state for the admin settings screen and the dashboard's warning (admins only). */
export const getBackupStatusQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.status(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/backups/status', { signal })),
  });

export const useBackupStatus = () => useQuery(getBackupStatusQueryOptions());

/** Every backup in the server's directory, newest first (admins only). */
export const listBackupsQueryOptions = () =>
  queryOptions({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/backups', { signal })),
  });

export const useBackups = () => useQuery(listBackupsQueryOptions());

/** 今すぐバックアップ: answers when the backup is written and verified; the state and the list are read again. */
export const createBackupMutationOptions = () =>
  mutationOptions({
    mutationFn: () => unwrap(apiClient().POST('/api/backups')),
    onSuccess: (_record, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: backupKeys.all }),
  });

export const useCreateBackup = () => useMutation(createBackupMutationOptions());

export interface DownloadBackupVariables {
  file: string;
  current_password: string;
}

/** A backup file (gzipped SQL) as a Blob; the password is asked again by the server (422 when wrong). */
export const downloadBackupMutationOptions = () =>
  mutationOptions({
    mutationFn: async ({ file, current_password }: DownloadBackupVariables) => {
      const { data } = await apiClient().POST('/api/backups/{file}/download', {
        params: { path: { file } },
        body: { current_password },
        parseAs: 'blob',
      });
      return { blob: data as unknown as Blob, fileName: file };
    },
  });

export const useDownloadBackup = () => useMutation(downloadBackupMutationOptions());
