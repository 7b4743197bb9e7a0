import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client.ts';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { mutation, noInit, query, queryKeyOf } from './operation.ts';

export type BackupStatus = components['schemas']['BackupStatus'];
export type BackupRecord = components['schemas']['BackupRecord'];

export const backupKeys = {
  all: ['backups'] as const,
  status: () => queryKeyOf(op.getBackupStatus),
  list: () => queryKeyOf(op.listBackups),
};

/** The daily backup's state for the admin settings screen and the dashboard's warning (admins only). */
export const getBackupStatusQueryOptions = () => query(op.getBackupStatus);

export const useBackupStatus = () => useQuery(getBackupStatusQueryOptions());

/** Every backup in the server's directory, newest first (admins only). */
export const listBackupsQueryOptions = () => query(op.listBackups);

export const useBackups = () => useQuery(listBackupsQueryOptions());

/** 今すぐバックアップ: answers when the backup is written and verified; the state and the list are read again. */
export const createBackupMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createBackup, noInit),
    onSuccess: (_record, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: backupKeys.all }),
  });

export const useCreateBackup = () => useMutation(createBackupMutationOptions());

export interface DownloadBackupVariables {
  file: string;
  current_password: string;
}

export interface BackupDownload {
  blob: Blob;
  fileName: string;
  /** The record (`<file>.json`) as its text, which a restore wants beside the file; null when not sent. */
  record: string | null;
}

/** Base64url to text (the record's header). */
function fromBase64Url(value: string): string {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

/**
 * A backup file (gzipped SQL) as a Blob, with its record; the password is asked again by the server (422 when
 * wrong).
 */
export const downloadBackupMutationOptions = () =>
  mutationOptions({
    mutationFn: async ({ file, current_password }: DownloadBackupVariables): Promise<BackupDownload> => {
      const { data, response } = await apiClient().POST('/api/backups/{file}/download', {
        params: { path: { file } },
        body: { current_password },
        parseAs: 'blob',
      });
      const record = response.headers.get('x-backup-record');
      return { blob: data as unknown as Blob, fileName: file, record: record ? fromBase64Url(record) : null };
    },
  });

export const useDownloadBackup = () => useMutation(downloadBackupMutationOptions());
