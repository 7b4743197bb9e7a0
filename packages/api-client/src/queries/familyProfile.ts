import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { customerKeys } from './customers.ts';
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';

// プロフィール on マイページ (issue 31) and its side on the customer record: a family's contact change requests,
// notification settings and password change; the store's 承認 / 却下. The staff operations are tagged
// `customers`, so the record's `customer.changed` event (sent when a family asks and when staff decide) makes
// the card's list stale on every open screen of the store.

export type FamilyProfile = components['schemas']['FamilyProfile'];
export type ContactChangeRequest = components['schemas']['ContactChangeRequest'];
export type ContactChangeRequestInput = components['schemas']['ContactChangeRequestInput'];
export type FamilyNotificationSettings = components['schemas']['FamilyNotificationSettings'];
export type FamilyNotificationSettingsInput = components['schemas']['FamilyNotificationSettingsInput'];

export const familyProfileKeys = {
  profile: () => queryKeyOf(op.getFamilyProfile),
  requests: () => queryKeyOf(op.listFamilyChangeRequests),
  ofCustomer: (customerId: number) => queryKeyOf(op.listCustomerChangeRequests, { path: { id: customerId } }),
};

// The family's side ----------------------------------------------------------------------------------------

export const getFamilyProfileQueryOptions = () => query(op.getFamilyProfile);
export const listFamilyChangeRequestsQueryOptions = () => query(op.listFamilyChangeRequests);
export const useFamilyProfile = () => useQuery(getFamilyProfileQueryOptions());
export const useFamilyChangeRequests = () => useQuery(listFamilyChangeRequestsQueryOptions());

/** A request shows on the profile as the member's latest. */
export const createFamilyChangeRequestMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createFamilyChangeRequest, (body: ContactChangeRequestInput) => ({ body })),
    onSuccess: (_request, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: familyProfileKeys.profile() }),
        client.invalidateQueries({ queryKey: familyProfileKeys.requests() }),
      ]),
  });

export const updateFamilyNotificationSettingsMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateFamilyNotificationSettings, (body: FamilyNotificationSettingsInput) => ({ body })),
    onSuccess: (_settings, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: familyProfileKeys.profile() }),
  });

export const changeFamilyPasswordMutationOptions = () =>
  mutation(op.changeFamilyPassword, (body: components['schemas']['FamilyPasswordChangeInput']) => ({ body }));

export const useCreateFamilyChangeRequest = () => useMutation(createFamilyChangeRequestMutationOptions());
export const useUpdateFamilyNotificationSettings = () =>
  useMutation(updateFamilyNotificationSettingsMutationOptions());
export const useChangeFamilyPassword = () => useMutation(changeFamilyPasswordMutationOptions());

// The customer record's side (staff) ----------------------------------------------------------------------

export const listCustomerChangeRequestsQueryOptions = (customerId: number) =>
  query(op.listCustomerChangeRequests, byIdPath(customerId));
export const useCustomerChangeRequests = (customerId: number) =>
  useQuery(listCustomerChangeRequestsQueryOptions(customerId));

export interface ChangeRequestDecision {
  customerId: number;
  requestId: number;
}

/** Approval changes the customer: the record and the card are read again. */
const afterDecision = (customerId: number, client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: familyProfileKeys.ofCustomer(customerId) }),
    client.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  ]);

export const approveCustomerChangeRequestMutationOptions = () =>
  mutationOptions({
    ...mutation(op.approveCustomerChangeRequest, ({ customerId, requestId }: ChangeRequestDecision) => ({
      path: { id: customerId, requestId },
    })),
    onSuccess: (_request, { customerId }, _result, { client }) => afterDecision(customerId, client),
  });

export const rejectCustomerChangeRequestMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.rejectCustomerChangeRequest,
      ({ customerId, requestId, reason }: ChangeRequestDecision & { reason: string }) => ({
        path: { id: customerId, requestId },
        body: { reason },
      }),
    ),
    onSuccess: (_request, { customerId }, _result, { client }) => afterDecision(customerId, client),
  });

export const useApproveCustomerChangeRequest = () =>
  useMutation(approveCustomerChangeRequestMutationOptions());
export const useRejectCustomerChangeRequest = () => useMutation(rejectCustomerChangeRequestMutationOptions());
