import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentFixtureStore, DEMO_TOKENS } from '../../src/msw/index.ts';
import { pollIntervals, staleTimes } from '../../src/policy.ts';
import { customerKeys, listCustomersQueryOptions } from '../../src/queries/customers.ts';
import {
  changePreRegistrationStatusMutationOptions,
  confirmPreRegistrationMutationOptions,
  convertPreRegistrationMutationOptions,
  createPublicPreRegistrationMutationOptions,
  deletePreRegistrationMutationOptions,
  getPreRegistrationQueryOptions,
  getPreRegistrationStatsQueryOptions,
  listPreRegistrationsQueryOptions,
  preRegistrationKeys,
  updatePreRegistrationMutationOptions,
} from '../../src/queries/preRegistrations.ts';
import type { PreRegistration, PreRegistrationUpdateFields } from '../../src/queries/types.ts';
import { configureTestClient, useMockServer } from '../msw/support.ts';
import { observe, testQueryClient } from './support.ts';

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
  configureTestClient({ token: DEMO_TOKENS.manager });
});

/** The first fixture record of the manager's store (渋谷校) in `status`. */
const recordIn = (status: PreRegistration['status']) =>
  currentFixtureStore().preRegistrations.find(
    (r) => r.store_id === 1 && r.status === status,
  ) as PreRegistration;

/**
 * The application of 渋谷校 the fixtures' scenarios confirm (山田) or convert (鈴木): what the server answered
 * is recorded for those (packages/server/test/mock/scenarios.ts).
 */
const recorded = (familyName: string) =>
  currentFixtureStore().preRegistrations.find(
    (r) => r.store_id === 1 && r.family_name === familyName,
  ) as PreRegistration;

/** The staff edit form filled with a record's current values. */
function editFields(record: PreRegistration): PreRegistrationUpdateFields {
  return {
    store_id: record.store_id,
    family_name: record.family_name,
    given_name: record.given_name,
    family_name_kana: record.family_name_kana,
    given_name_kana: record.given_name_kana,
    birth_date: record.birth_date,
    gender: record.gender,
    mobile: record.mobile,
    email: record.email,
    postal_code: record.postal_code,
    prefecture: record.prefecture,
    city: record.city,
    street_address: record.street_address,
    building: record.building ?? undefined,
    desired_program_id: record.desired_program_id,
    notes: record.notes ?? undefined,
  };
}

describe('query options', () => {
  it('when the list params differ, then the query keys differ and share the lists prefix', () => {
    const first = listPreRegistrationsQueryOptions({ page: 1 }).queryKey;
    const second = listPreRegistrationsQueryOptions({ page: 2 }).queryKey;
    const pending = listPreRegistrationsQueryOptions({ status: 'pending', page: 1 }).queryKey;

    expect(first).not.toEqual(second);
    expect(first).not.toEqual(pending);
    for (const key of [first, second, pending]) expect(key.slice(0, 2)).toEqual(preRegistrationKeys.lists());
    expect(getPreRegistrationQueryOptions(1).queryKey).not.toEqual(
      getPreRegistrationQueryOptions(2).queryKey,
    );
  });

  it('when the stats are built, then they are polled for the sidebar badge at the named interval', () => {
    const stats = getPreRegistrationStatsQueryOptions();

    expect(stats.refetchInterval).toBe(pollIntervals.preRegistrationStats);
    expect(stats.staleTime).toBe(staleTimes.preRegistrationStats);
    expect(listPreRegistrationsQueryOptions().staleTime).toBe(staleTimes.preRegistrationList);
  });

  it('when a page of the list is fetched, then the answer keeps its pagination meta', async () => {
    const answer = await queryClient.fetchQuery(listPreRegistrationsQueryOptions({ per_page: 10, page: 1 }));

    expect(answer.data).toHaveLength(10);
    expect(answer.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 10, from: 1, to: 10 });
  });
});

describe('confirm', () => {
  it('when a pending record is confirmed, then its detail, the lists and the stats are refetched or invalidated', async () => {
    const record = recorded('山田');
    await observe(queryClient, getPreRegistrationQueryOptions(record.id));
    await observe(queryClient, getPreRegistrationStatsQueryOptions());
    await queryClient.fetchQuery(listPreRegistrationsQueryOptions({ status: 'pending' }));
    const pendingBefore =
      queryClient.getQueryData(getPreRegistrationStatsQueryOptions().queryKey)?.pending_count ?? 0;

    await new MutationObserver(queryClient, confirmPreRegistrationMutationOptions()).mutate(record.id);

    // Active queries (a mounted detail, the sidebar badge) were fetched again…
    expect(queryClient.getQueryData<PreRegistration>(preRegistrationKeys.detail(record.id))?.status).toBe(
      'confirmed',
    );
    expect(queryClient.getQueryData(getPreRegistrationStatsQueryOptions().queryKey)?.pending_count).toBe(
      pendingBefore - 1,
    );
    // …and the inactive list is marked stale for its next use.
    expect(queryClient.getQueryState(preRegistrationKeys.list({ status: 'pending' }))?.isInvalidated).toBe(
      true,
    );
  });

  it('when the record is not pending, then the mutation fails with INVALID_STATUS_TRANSITION and nothing is invalidated', async () => {
    const record = recorded('山田');
    await new MutationObserver(queryClient, confirmPreRegistrationMutationOptions()).mutate(record.id);
    await queryClient.fetchQuery(getPreRegistrationStatsQueryOptions());

    await expect(
      new MutationObserver(queryClient, confirmPreRegistrationMutationOptions()).mutate(record.id),
    ).rejects.toMatchObject({ status: 422, code: 'INVALID_STATUS_TRANSITION' });
    expect(queryClient.getQueryState(preRegistrationKeys.stats())?.isInvalidated).toBe(false);
  });
});

describe('other mutations', () => {
  it('when the status is changed with a note, then the detail shows the new status and note', async () => {
    const record = recordIn('confirmed');
    await observe(queryClient, getPreRegistrationQueryOptions(record.id));

    await new MutationObserver(queryClient, changePreRegistrationStatusMutationOptions()).mutate({
      id: record.id,
      status: 'cancelled',
      notes: 'ご家庭の都合により入会見送り',
    });

    expect(queryClient.getQueryData(preRegistrationKeys.detail(record.id))).toMatchObject({
      status: 'cancelled',
      status_notes: 'ご家庭の都合により入会見送り',
    });
  });

  it('when a record is converted, then the answer names the new customer and the stats and customer lists are invalidated', async () => {
    const record = recorded('鈴木');
    await queryClient.fetchQuery(getPreRegistrationStatsQueryOptions());
    await queryClient.fetchQuery(listCustomersQueryOptions());

    const conversion = await new MutationObserver(
      queryClient,
      convertPreRegistrationMutationOptions(),
    ).mutate(record.id);

    expect(conversion.pre_registration).toMatchObject({
      status: 'converted',
      converted_customer_id: conversion.customer_id,
    });
    expect(currentFixtureStore().find('customers', conversion.customer_id)?.family_name).toBe(
      record.family_name,
    );
    expect(queryClient.getQueryState(preRegistrationKeys.stats())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(customerKeys.list())?.isInvalidated).toBe(true);
  });

  it('when the edit form is saved with a new avatar and status, then it goes as multipart with _method PUT', async () => {
    const record = recordIn('pending');
    const avatar = new File([new Uint8Array(2048)], 'kanon.png', { type: 'image/png' });

    const updated = await new MutationObserver(queryClient, updatePreRegistrationMutationOptions()).mutate({
      id: record.id,
      fields: {
        ...editFields(record),
        city: '渋谷区',
        street_address: '道玄坂2-1-1',
        avatar,
        status: 'confirmed',
      },
    });

    expect(updated).toMatchObject({
      street_address: '道玄坂2-1-1',
      status: 'confirmed',
      avatar_url: expect.stringMatching(/^\/storage\/photos\//),
    });
  });

  it('when a record is deleted, then its cached detail is removed', async () => {
    const record = recordIn('cancelled');
    await queryClient.fetchQuery(getPreRegistrationQueryOptions(record.id));

    const answer = await new MutationObserver(queryClient, deletePreRegistrationMutationOptions()).mutate(
      record.id,
    );

    expect(answer.message).toBe('仮登録を削除しました');
    expect(queryClient.getQueryState(preRegistrationKeys.detail(record.id))).toBeUndefined();
  });

  it('when the public form is sent with its consent and avatar, then a pending record is created', async () => {
    configureTestClient({ token: null });

    const created = await new MutationObserver(
      queryClient,
      createPublicPreRegistrationMutationOptions(),
    ).mutate({
      store_id: 2,
      family_name: '森',
      given_name: 'さくら',
      family_name_kana: 'モリ',
      given_name_kana: 'サクラ',
      birth_date: '2019-04-02',
      gender: 'female',
      mobile: '090-5555-1234',
      email: 'mori.family@example.jp',
      postal_code: '220-0012',
      prefecture: '神奈川県',
      city: '横浜市西区',
      street_address: 'みなとみらい3-3-1',
      desired_program_id: 2,
      desired_join_date: '2026-12-01',
      // A child: the guardian comes with the form.
      guardian_name: '森 陽子',
      guardian_name_kana: 'モリ ヨウコ',
      guardian_relationship: '母',
      guardian_phone: '090-5555-9876',
      avatar: new Blob([new Uint8Array(1024)], { type: 'image/jpeg' }),
      confirmation: true,
    });

    expect(created).toMatchObject({
      store: '横浜校',
      status: 'pending',
      family_name_kana: 'モリ',
      building: null,
      guardian_name: '森 陽子',
      guardian_relationship: '母',
    });
    expect(created.avatar_url).toMatch(/^\/storage\/photos\//);
  });
});
