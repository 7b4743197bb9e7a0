import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components, operations } from '../generated/schema.ts';
import { byIdPath, mutation, noInit, query, queryKeyOf } from './operation.ts';

// 通知 (issue 32): the family's devices that receive push notifications and its LINE link (マイページ's
// プロフィール), the desk's log of a customer's deliveries, and the admin's LINE channel.

export type FamilyPushSubscription = components['schemas']['FamilyPushSubscription'];
export type FamilyLineLink = components['schemas']['FamilyLineLink'];
export type NotificationDelivery = components['schemas']['NotificationDelivery'];
export type NotificationKind = components['schemas']['NotificationKind'];
export type PushSubscriptionInput =
  operations['registerFamilyPushSubscription']['requestBody']['content']['application/json'];

export const notificationKeys = {
  pushSubscriptions: () => queryKeyOf(op.listFamilyPushSubscriptions),
  lineLink: () => queryKeyOf(op.getFamilyLineLink),
};

export const getFamilyPushKeyQueryOptions = () => ({ ...query(op.getFamilyPushKey), staleTime: Infinity });
export const listFamilyPushSubscriptionsQueryOptions = () => query(op.listFamilyPushSubscriptions);
export const getFamilyLineLinkQueryOptions = () => query(op.getFamilyLineLink);
export const useFamilyPushSubscriptions = () => useQuery(listFamilyPushSubscriptionsQueryOptions());
export const useFamilyPushKey = () => useQuery(getFamilyPushKeyQueryOptions());
export const useFamilyLineLink = () => useQuery(getFamilyLineLinkQueryOptions());

export const registerFamilyPushSubscriptionMutationOptions = () =>
  mutationOptions({
    ...mutation(op.registerFamilyPushSubscription, (body: PushSubscriptionInput) => ({
      body,
    })),
    onSuccess: (_sub, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.pushSubscriptions() }),
  });
export const deleteFamilyPushSubscriptionMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteFamilyPushSubscription, (id: number) => byIdPath(id)),
    onSuccess: (_none, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.pushSubscriptions() }),
  });
export const issueFamilyLineCodeMutationOptions = () => mutation(op.issueFamilyLineCode, noInit);
export const unlinkFamilyLineMutationOptions = () =>
  mutationOptions({
    ...mutation(op.unlinkFamilyLine, noInit),
    onSuccess: (_link, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: notificationKeys.lineLink() }),
  });
export const useRegisterFamilyPushSubscription = () =>
  useMutation(registerFamilyPushSubscriptionMutationOptions());
export const useDeleteFamilyPushSubscription = () =>
  useMutation(deleteFamilyPushSubscriptionMutationOptions());
export const useIssueFamilyLineCode = () => useMutation(issueFamilyLineCodeMutationOptions());
export const useUnlinkFamilyLine = () => useMutation(unlinkFamilyLineMutationOptions());

// The staff's side -----------------------------------------------------------------------------------------

export const listCustomerNotificationDeliveriesQueryOptions = (customerId: number) =>
  query(op.listCustomerNotificationDeliveries, byIdPath(customerId));
export const useCustomerNotificationDeliveries = (customerId: number) =>
  useQuery(listCustomerNotificationDeliveriesQueryOptions(customerId));

export type LineChannelSettings = components['schemas']['LineChannelSettings'];
export type LineChannelInput = operations['saveLineChannel']['requestBody']['content']['application/json'];

export const lineChannelKeys = { channel: () => queryKeyOf(op.getLineChannel) };
export const getLineChannelQueryOptions = () => query(op.getLineChannel);
export const useLineChannel = () => useQuery(getLineChannelQueryOptions());
export const saveLineChannelMutationOptions = () =>
  mutationOptions({
    ...mutation(op.saveLineChannel, (body: LineChannelInput) => ({ body })),
    onSuccess: (_channel, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: lineChannelKeys.channel() }),
  });
export const deleteLineChannelMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteLineChannel, noInit),
    onSuccess: (_channel, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: lineChannelKeys.channel() }),
  });
export const useSaveLineChannel = () => useMutation(saveLineChannelMutationOptions());
export const useDeleteLineChannel = () => useMutation(deleteLineChannelMutationOptions());

/** LINE's webhook is LINE's to call, not a screen's; the factory keeps the package's one shape for every operation. */
export const receiveLineWebhookMutationOptions = () =>
  mutation(
    op.receiveLineWebhook,
    (body: operations['receiveLineWebhook']['requestBody']['content']['application/json']) => ({
      body,
    }),
  );
export const useReceiveLineWebhook = () => useMutation(receiveLineWebhookMutationOptions());
