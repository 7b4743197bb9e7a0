import { queryOptions, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { query } from './operation.ts';

// マイページ's 進級 (issue 31): the members' grades, skill checks, test results and next test, and a pass's
// 認定証 as a PDF (a Blob, fetched when the family taps its link: never cached).

export type FamilyProgress = components['schemas']['FamilyProgress'];
export type FamilyMemberProgress = components['schemas']['FamilyMemberProgress'];
export type FamilyTestResult = components['schemas']['FamilyTestResult'];

export const getFamilyProgressQueryOptions = () => query(op.getFamilyProgress);
export const useFamilyProgress = () => useQuery(getFamilyProgressQueryOptions());

export const getFamilyCertificateQueryOptions = (customerId: number, resultId: number) =>
  queryOptions({
    ...query(op.getFamilyCertificate, { path: { customerId, resultId } }),
    staleTime: 0,
    gcTime: 0,
  });
/** The certificate on demand: `refetch()` when the link is tapped. */
export const useFamilyCertificate = (customerId: number, resultId: number) =>
  useQuery({ ...getFamilyCertificateQueryOptions(customerId, resultId), enabled: false });
