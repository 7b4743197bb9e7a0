import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { customerCardUid, DEMO_CUSTOMER_IDS, DEMO_TOKENS } from '../../src/msw/index.ts';
import { pollIntervals } from '../../src/policy.ts';
import { recordCustomerAttendanceMutationOptions } from '../../src/queries/attendance.ts';
import {
  frontDeskKeys,
  getAttendanceStatusQueryOptions,
  getCustomerWelcomeQueryOptions,
  issueNfcCardMutationOptions,
  listNfcCardsQueryOptions,
  listStaffsQueryOptions,
  listTabletLessonsQueryOptions,
  markLessonAttendanceMutationOptions,
} from '../../src/queries/frontDesk.ts';
import { configureTestClient, useMockServer } from '../msw/support.ts';
import { observe, testQueryClient } from './support.ts';

useMockServer();

describe('front desk', () => {
  it('when the same card is tapped twice at once, then the second answer is a duplicate of the first', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const client = testQueryClient();
    const tap = () =>
      new MutationObserver(client, recordCustomerAttendanceMutationOptions()).mutate({
        nfc_uid: customerCardUid(DEMO_CUSTOMER_IDS.noContract),
        device_id: 'desk',
        idempotency_key: crypto.randomUUID(),
      });
    const first = await tap();
    const second = await tap();
    expect(first).toMatchObject({ action: 'check_in', duplicate: false });
    expect(second).toMatchObject({ action: 'check_in', duplicate: true });
  });

  it('when a customer taps in, then the status (pushed by events, polled every 30 s as a fallback) shows them inside after the refresh', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const client = testQueryClient();
    expect(getAttendanceStatusQueryOptions().refetchInterval).toBe(pollIntervals.frontDeskLive);
    expect(pollIntervals.frontDeskLive).toBe(30_000);
    await observe(client, getAttendanceStatusQueryOptions());
    const tap = await new MutationObserver(client, recordCustomerAttendanceMutationOptions()).mutate({
      customer_id: DEMO_CUSTOMER_IDS.noContract,
    });
    // The tap's answer is the welcome display's data at once, and the status takes the tap from it without
    // being read again (issue 30).
    expect(client.getQueryData(frontDeskKeys.welcome(DEMO_CUSTOMER_IDS.noContract))).toEqual(tap.welcome);
    expect(tap.welcome.current_visit).toMatchObject({ id: tap.attendance.id, action: 'check_in' });
    const status = client.getQueryData<{ inside: { customer_id: number }[] }>(frontDeskKeys.status());
    expect(status?.inside.some((v) => v.customer_id === DEMO_CUSTOMER_IDS.noContract)).toBe(true);
    expect(client.getQueryState(frontDeskKeys.status())?.isInvalidated).toBe(false);
  });

  it('when the welcome answer is read, then it holds the real contract and recent visits', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const welcome = await testQueryClient().fetchQuery(
      getCustomerWelcomeQueryOptions(DEMO_CUSTOMER_IDS.active),
    );
    expect(welcome.customer.name).toBe('山田 花子');
    expect(welcome.contract).toMatchObject({ has_contract: true, program_name: 'ジュニアコース' });
    expect(welcome.recent_history.attendances.length).toBeGreaterThan(0);
  });

  it('when an instructor marks a member absent, then the lessons are read again with the mark', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const client = testQueryClient();
    const options = listTabletLessonsQueryOptions({ date: '2026-11-20' });
    await observe(client, options);
    const lesson = client.getQueryData(options.queryKey)?.lessons.find((l) => l.members.length > 0);
    const member = lesson?.members[0];
    expect(member).toBeDefined();
    await new MutationObserver(client, markLessonAttendanceMutationOptions()).mutate({
      classId: lesson?.class_id ?? 0,
      customerId: member?.customer_id ?? 0,
      date: '2026-11-20',
      status: 'absent',
    });
    const after = client.getQueryData(options.queryKey)?.lessons.find((l) => l.class_id === lesson?.class_id);
    expect(after?.members.find((m) => m.customer_id === member?.customer_id)).toMatchObject({
      presence: 'absent',
      source: 'tablet',
    });
  });

  it('when a manager issues a staff card, then the staff list shows it (masked to its last 4) and the old card is disabled', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const client = testQueryClient();
    await observe(client, listStaffsQueryOptions());
    await observe(client, listNfcCardsQueryOptions('staff', 3));
    // The card the fixtures' scenario writes for 鈴木 健太 (packages/server/test/mock/scenarios.ts).
    await new MutationObserver(client, issueNfcCardMutationOptions()).mutate({
      holder_type: 'staff',
      holder_id: 3,
      uid: '04A1B2C3D4E5F6',
    });
    const cards = client.getQueryData(listNfcCardsQueryOptions('staff', 3).queryKey);
    expect(cards?.map((c) => [c.uid, c.status])).toEqual([
      ['**********E5F6', 'active'],
      ['**********E503', 'disabled'],
    ]);
    const staff = client.getQueryData(listStaffsQueryOptions().queryKey)?.find((s) => s.id === 3);
    expect(staff?.card?.uid).toBe('**********E5F6');
  });

  it('when an admin reads the card registry, then the UIDs are whole; the staff list masks them for admins too', async () => {
    configureTestClient({ token: DEMO_TOKENS.admin });
    const client = testQueryClient();

    const cards = await client.fetchQuery(listNfcCardsQueryOptions('staff', 3));
    const staffs = await client.fetchQuery(listStaffsQueryOptions());

    expect(cards.map((c) => c.uid)).toEqual(['04A1B2C3D4E503']);
    expect(staffs.find((s) => s.id === 3)?.card?.uid).toBe('**********E503');
  });
});
