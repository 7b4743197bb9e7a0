import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import {
  apiClientOptions,
  type DeviceCredentialStore,
  localStorageDeviceCredentialStore,
} from '../client.ts';
import * as op from '../generated/operations.ts';
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';
import type { ReaderDeviceInput } from './types.ts';

// Reader devices (カードリーダー端末): the desk PCs and tablets on which staff cards may log in. This device's
// credential, kept in the client's device-credential store, goes with the card login and these calls.

export const readerDeviceKeys = {
  all: ['readerDevices'] as const,
  list: () => queryKeyOf(op.listReaderDevices),
  current: () => queryKeyOf(op.getCurrentReaderDevice),
};

/** Where enrolment puts the credential and revocation takes it away: the store the client was configured with. */
const deviceCredentials = (): DeviceCredentialStore =>
  apiClientOptions().deviceCredentialStore ?? localStorageDeviceCredentialStore;

/** Whether this browser holds a reader-device credential (the login page knows nothing more without a session). */
export const hasReaderDeviceCredential = (): boolean => deviceCredentials().get() !== null;

// Queries -------------------------------------------------------------------------------------------------

/** The store's devices, active first, then revoked ones; `is_current` marks this one. Admins and managers. */
export const listReaderDevicesQueryOptions = () => query(op.listReaderDevices);

/** This device's enrolment (active or revoked), or null when it holds no credential the server knows. */
export const getCurrentReaderDeviceQueryOptions = () => query(op.getCurrentReaderDevice);

export const useReaderDevices = () => useQuery(listReaderDevicesQueryOptions());
export const useCurrentReaderDevice = () => useQuery(getCurrentReaderDeviceQueryOptions());

// Mutations -----------------------------------------------------------------------------------------------

const invalidateDevices = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: readerDeviceKeys.all });

/**
 * Enrols the device in front of the caller. The credential comes this once: it is stored at once (replacing
 * one this device held before), so the next card login on this desk carries it.
 */
export const enrollReaderDeviceMutationOptions = () =>
  mutationOptions({
    ...mutation(op.enrollReaderDevice, (input: ReaderDeviceInput) => ({ body: input })),
    onSuccess: ({ device, credential }, _input, _result, { client }) => {
      deviceCredentials().set(credential);
      client.setQueryData(readerDeviceKeys.current(), device);
      return invalidateDevices(client);
    },
  });

/** Revokes a device of the store; revoking this very device also forgets its credential here. */
export const revokeReaderDeviceMutationOptions = () =>
  mutationOptions({
    ...mutation(op.revokeReaderDevice, byIdPath),
    onSuccess: (device, _id, _result, { client }) => {
      if (device.is_current) {
        deviceCredentials().clear();
        client.setQueryData(readerDeviceKeys.current(), null);
      }
      return invalidateDevices(client);
    },
  });

export const useEnrollReaderDevice = () => useMutation(enrollReaderDeviceMutationOptions());
export const useRevokeReaderDevice = () => useMutation(revokeReaderDeviceMutationOptions());
