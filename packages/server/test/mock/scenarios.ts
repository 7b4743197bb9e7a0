import {
  buildSchool,
  customerCardUid,
  DEMO_CUSTOMER_IDS,
  DEMO_PASSWORD,
  DEMO_STAFF_CARD_UIDS,
} from '@kayoi/domain/demo';
import { BILLING_SCENARIOS } from './billing-scenarios.ts';
import { CLASS_SCENARIOS } from './classes-scenarios.ts';
import { COMMUNICATION_SCENARIOS } from './communication-scenarios.ts';
import { type Answer, CLOCKS, type ClockName, type Role, type Step } from './drivers.ts';
import { MEMBERSHIP_SCENARIOS } from './membership-scenarios.ts';

// The scenarios the mock server's fixtures are recorded from (`pnpm fixtures`) and the parity test replays
// against both servers. Each runs on a fresh copy of the Storybook school at its clock, as the stories and the
// api-client tests ask: what they read, and the changes they make in the order they make them (a tap, then
// the welcome display that follows it). A story that needs an answer nobody recorded gets a 501 naming the
// request: add the request to a scenario here and run `pnpm fixtures`.

/** Steps made from the answers so far (each end makes them from its own answers). */
export interface Expansion {
  expand: (answers: readonly Answer[]) => Step[];
}

export interface Scenario {
  name: string;
  clocks: readonly ClockName[];
  steps: readonly (Step | Expansion)[];
  /** Its answers go to fixtures/<fixtures>-<clock>.json instead of the clock's main file (`classes`). */
  fixtures?: string;
}

const get = (as: Role | null, path: string): Step => ({ as, method: 'GET', path });
const send = (as: Role | null, method: Step['method'], path: string, json?: unknown): Step => ({
  as,
  method,
  path,
  ...(json === undefined ? {} : { json }),
});

const { active, paused, noContract, disabledCard, otherStore, withdrawn } = DEMO_CUSTOMER_IDS;
const tapCard = (as: Role, customerId: number): Step =>
  send(as, 'POST', '/api/attendance/customer', {
    nfc_uid: customerCardUid(customerId),
    device_id: 'story-desk',
    idempotency_key: `story-tap-${customerId}-card`,
  });
/** The same card tapped again a moment later (its own request, so not the first one's retry). */
const tapCardAgain = (as: Role, customerId: number): Step =>
  send(as, 'POST', '/api/attendance/customer', {
    nfc_uid: customerCardUid(customerId),
    device_id: 'story-desk',
    idempotency_key: `story-tap-${customerId}-card-again`,
  });
const tapId = (as: Role, customerId: number): Step =>
  send(as, 'POST', '/api/attendance/customer', {
    customer_id: customerId,
    device_id: 'story-desk',
    idempotency_key: `story-tap-${customerId}-id`,
  });

/** The dashboard's tiles and details, as the app asks for them. */
const dashboard = (as: Role, months: readonly string[]): Step[] => [
  get(as, '/api/dashboard/kpi'),
  get(as, '/api/dashboard/checkin-checkout'),
  get(as, '/api/dashboard/weekly-comparison'),
  get(as, '/api/dashboard/today-schedule'),
  get(as, '/api/dashboard/attendance-trend'),
  get(as, '/api/dashboard/insights'),
  get(as, '/api/dashboard/family-notices'),
  ...['active_members', 'today_checkins', 'monthly_attendances', 'active_classes'].map((key) =>
    get(as, `/api/dashboard/kpi/${key}`),
  ),
  ...months.map((month) => get(as, `/api/dashboard/attendance-trend/${month}`)),
  // The first-run guide is the administrators' (others are refused, and the app does not ask).
  ...(as === 'admin' ? [get(as, '/api/setup-guide')] : []),
];

/** The shell around every page: who is signed in, their settings, the sidebar's badge. */
const shell = (as: Role): Step[] => [
  get(as, '/api/v3/auth/me'),
  get(as, '/api/v3/auth/user'),
  get(as, '/api/customer-pre-registrations/stats'),
  ...(as === 'staff' ? [] : [get(as, '/api/v3/auth/card-pin')]),
];

/** A customer's page: the record's computed neighbours (visits, cards) and the desk's view of them. */
const customerPage = (as: Role, id: number): Step[] => [
  get(as, `/api/customers/${id}/attendances?page=1&per_page=20`),
  get(as, `/api/customers/${id}/attendances`),
  get(as, `/api/nfc-cards?holder_type=customer&holder_id=${id}`),
  // 欠席・振替 on the page: without it every customer page of the stories said 欠席・振替を読み込めませんでした.
  get(as, `/api/absences?customer_id=${id}`),
];

/** The welcome display's answers for a customer. */
const welcome = (as: Role, id: number): Step[] => [
  get(as, `/api/attendance/welcome/${id}`),
  get(as, `/api/attendance/overtime-count/${id}`),
  get(as, `/api/attendance/monthly-count/${id}`),
  get(as, `/api/attendance/contract/${id}`),
  get(as, `/api/attendance/recent-history/${id}?limit=5`),
];

/** The applications the stories open, by family name (the same ids at every clock). */
const application = (familyName: string) => {
  const found = buildSchool(Date.parse(CLOCKS.saturday.at)).applications.find(
    (a) => a.family_name === familyName && a.store_id === 1,
  );
  if (!found) throw new Error(`No application of ${familyName}`);
  return found.id;
};

const LIST = '/api/customers';

/**
 * The list's page before or after answer `at`, by its cursor, as the app asks for it (the cursor with the page it
 * leads to). Each end follows its own cursors: the mock's are placeholders for the page, the server's keyset
 * positions, and the pages must hold the same customers.
 */
const besidePage =
  (as: Role, query: string, at: number, side: 'next' | 'prev') =>
  (answers: readonly Answer[]): Step[] => {
    const meta = answers[at]?.body?.meta;
    const cursor = side === 'next' ? meta?.next_cursor : meta?.prev_cursor;
    if (typeof cursor !== 'string') throw new Error(`No ${side}_cursor in answer ${at} of ${query}`);
    const page = meta.current_page + (side === 'next' ? 1 : -1);
    return [get(as, `${LIST}?${query}&page=${page}&cursor=${encodeURIComponent(cursor)}`)];
  };

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'health, sign-in pages and the public form',
    clocks: ['friday', 'saturday'],
    steps: [
      get(null, '/api/health'),
      get(null, '/api/public/customer-pre-registrations/options'),
      get(null, '/api/public/postal-codes/1500043'),
      get(null, '/api/public/postal-codes/150-0043'),
      get(null, '/api/public/postal-codes/1600023'),
      get(null, '/api/public/postal-codes/9999999'),
      get(null, '/api/public/postal-codes/999-9999'),
      send(null, 'POST', '/api/v3/auth/forgot-password', { email: 'staff@demo.kayoi.jp' }),
    ],
  },
  {
    name: 'the dashboard and the shell, every role',
    clocks: ['friday', 'saturday'],
    steps: [
      ...(['manager', 'admin', 'staff'] as const).flatMap((as) => [...shell(as), ...dashboard(as, MONTHS)]),
      get('admin', '/api/stores'),
      get('admin', '/api/stores?page=1&per_page=100'),
      get('manager', '/api/dashboard/attendance-trend?months=12'),
      get('manager', '/api/dashboard/attendance-trend/2026-12'),
      get('manager', '/api/dashboard/kpi/unknown'),
    ],
  },
  {
    name: 'an admin closes the first-run guide and opens it again',
    clocks: ['friday', 'saturday'],
    steps: [
      send('admin', 'PUT', '/api/setup-guide', { hidden: true }),
      get('admin', '/api/setup-guide'),
      send('admin', 'PUT', '/api/setup-guide', { hidden: false }),
      get('admin', '/api/setup-guide'),
    ],
  },
  {
    name: 'an admin switches to 横浜校',
    clocks: ['friday', 'saturday'],
    steps: [
      send('admin', 'POST', '/api/v2/auth/change-store', { store_id: 2 }),
      ...shell('admin'),
      ...dashboard('admin', MONTHS),
      get('admin', `/api/attendance/welcome/${otherStore}`),
    ],
  },
  {
    name: 'the front desk: who is inside, the tablet, the staff',
    clocks: ['friday', 'saturday'],
    steps: [
      get('staff', '/api/attendance/current-status'),
      get('manager', '/api/attendance/current-status'),
      get('staff', '/api/tablet-attendance/lessons'),
      get('manager', '/api/tablet-attendance/lessons'),
      ...[active, paused, noContract, disabledCard, withdrawn].flatMap((id) => welcome('staff', id)),
      ...[1, 2, 3, 4].flatMap((id) => [
        get('manager', `/api/nfc-cards?holder_type=staff&holder_id=${id}`),
        get('admin', `/api/nfc-cards?holder_type=staff&holder_id=${id}`),
      ]),
      ...[active, disabledCard].flatMap((id) => [
        get('staff', `/api/nfc-cards?holder_type=customer&holder_id=${id}`),
        get('manager', `/api/nfc-cards?holder_type=customer&holder_id=${id}`),
        get('admin', `/api/nfc-cards?holder_type=customer&holder_id=${id}`),
      ]),
    ],
  },
  {
    name: 'taps at the desk: a card, the same card again, a paused member, an unknown card',
    clocks: ['friday'],
    steps: [
      tapCard('staff', active),
      ...welcome('staff', active),
      tapCard('staff', active),
      tapCard('staff', noContract),
      tapCardAgain('staff', noContract),
      ...welcome('staff', noContract),
      tapCard('staff', paused),
      tapCard('staff', disabledCard),
      send('staff', 'POST', '/api/attendance/customer', {
        nfc_uid: '0599999999999999',
        device_id: 'story-desk',
      }),
      get('staff', '/api/attendance/current-status'),
    ],
  },
  {
    name: 'a member found by number or name checks in',
    clocks: ['friday'],
    steps: [
      tapId('staff', active),
      ...welcome('staff', active),
      get('staff', '/api/attendance/current-status'),
    ],
  },
  {
    name: 'a check-in reaches the dashboard',
    clocks: ['friday'],
    steps: [
      get('manager', '/api/dashboard/kpi'),
      tapId('staff', noContract),
      ...welcome('staff', noContract),
      get('manager', '/api/dashboard/kpi'),
      get('manager', '/api/dashboard/checkin-checkout'),
      get('manager', '/api/dashboard/weekly-comparison'),
      get('staff', '/api/attendance/current-status'),
    ],
  },
  {
    name: 'an instructor marks the first member of the first lesson absent, then clears it',
    clocks: ['friday'],
    steps: [
      get('staff', '/api/tablet-attendance/lessons'),
      { expand: (answers) => firstLessonMember(answers[0]?.body?.data) },
    ],
  },
  {
    name: 'a staff card is written again',
    clocks: ['friday', 'saturday'],
    steps: [
      {
        ...send('manager', 'POST', '/api/nfc-cards', {
          holder_type: 'staff',
          holder_id: 3,
          uid: '04A1B2C3D4E5F6',
        }),
        effects: () => [{ collection: 'staffs', path: '/api/staffs/3' }],
      },
      get('manager', '/api/nfc-cards?holder_type=staff&holder_id=3'),
      get('admin', '/api/nfc-cards?holder_type=staff&holder_id=3'),
    ],
  },
  {
    name: 'a member card is written again',
    clocks: ['friday', 'saturday'],
    steps: [
      send('staff', 'POST', '/api/nfc-cards', {
        holder_type: 'customer',
        holder_id: active,
        uid: '05AABBCCDDEEFF',
      }),
      get('staff', `/api/nfc-cards?holder_type=customer&holder_id=${active}`),
      get('manager', `/api/nfc-cards?holder_type=customer&holder_id=${active}`),
    ],
  },
  {
    name: 'a lost card is disabled',
    clocks: ['friday'],
    steps: [
      send('manager', 'POST', '/api/nfc-cards/1/disable'),
      get('manager', '/api/nfc-cards?holder_type=staff&holder_id=1'),
    ],
  },
  {
    name: 'password and card logins',
    clocks: ['friday', 'saturday'],
    steps: [
      ...(['admin', 'manager', 'staff'] as const).map((role) =>
        send(null, 'POST', '/api/v3/auth/login', {
          email: `${role}@demo.kayoi.jp`,
          password: DEMO_PASSWORD,
        }),
      ),
      send(null, 'POST', '/api/v3/auth/login', { email: 'staff@demo.kayoi.jp', password: 'wrong-password' }),
      send(null, 'POST', '/api/v3/auth/login', { email: 'nobody@demo.kayoi.jp', password: 'wrong-password' }),
      ...(['admin', 'manager', 'staff'] as const).map((role) => ({
        ...send(null, 'POST', '/api/v3/auth/nfc-login', {
          nfc_uid: DEMO_STAFF_CARD_UIDS[role],
          device_name: 'web',
        }),
        headers: { 'x-device-credential': 'demo-reader-device-shibuya-front-desk-pc-0001' },
      })),
      {
        ...send(null, 'POST', '/api/v3/auth/nfc-login', {
          nfc_uid: DEMO_STAFF_CARD_UIDS.disabled,
          device_name: 'web',
        }),
        headers: { 'x-device-credential': 'demo-reader-device-shibuya-front-desk-pc-0001' },
      },
      {
        ...send(null, 'POST', '/api/v3/auth/nfc-login', {
          nfc_uid: customerCardUid(active),
          device_name: 'web',
        }),
        headers: { 'x-device-credential': 'demo-reader-device-shibuya-front-desk-pc-0001' },
      },
    ],
  },
  {
    name: 'a manager sets a card PIN and removes it',
    clocks: ['friday', 'saturday'],
    steps: [
      get('manager', '/api/v3/auth/card-pin'),
      send('manager', 'PUT', '/api/v3/auth/card-pin', { current_password: 'wrong-password', pin: '2468' }),
      send('manager', 'PUT', '/api/v3/auth/card-pin', { current_password: DEMO_PASSWORD, pin: '2468' }),
      get('manager', '/api/v3/auth/card-pin'),
      send('manager', 'PUT', '/api/v3/auth/card-pin', { current_password: DEMO_PASSWORD, pin: null }),
      get('manager', '/api/v3/auth/card-pin'),
    ],
  },
  {
    name: 'the customers of 渋谷校',
    clocks: ['saturday', 'friday'],
    steps: [
      get('manager', '/api/customers/options'),
      get('staff', '/api/customers/options'),
      ...customerPage('manager', active),
      ...customerPage('staff', active),
      get('manager', '/api/customers/export?sort=name_kana&status=paused'),
      get('manager', '/api/customers/export?status=paused'),
      get('manager', '/api/customers/export'),
    ],
  },
  {
    // The customer list as the app pages it (issue 30): 次へ and 前へ by cursor, 最後のページ by number (the
    // server reads it from the list's end), a search and a filter paged the same way.
    name: 'the customer list of 渋谷校, page by page',
    clocks: ['saturday'],
    steps: [
      get('manager', `${LIST}?sort=name_kana&page=1&per_page=20`),
      { expand: besidePage('manager', 'sort=name_kana&per_page=20', 0, 'next') },
      { expand: besidePage('manager', 'sort=name_kana&per_page=20', 1, 'next') },
      { expand: besidePage('manager', 'sort=name_kana&per_page=20', 2, 'prev') },
      get('manager', `${LIST}?sort=-member_number&page=8&per_page=20`),
      { expand: besidePage('manager', 'sort=-member_number&per_page=20', 4, 'prev') },
      get('staff', `${LIST}?search=${encodeURIComponent('ヤマ')}&sort=name_kana&page=1&per_page=10`),
      {
        expand: besidePage(
          'staff',
          `search=${encodeURIComponent('ヤマ')}&sort=name_kana&per_page=10`,
          6,
          'next',
        ),
      },
      get('manager', `${LIST}?status=paused&sort=member_number&page=1&per_page=10`),
    ],
  },
  {
    name: 'an application is confirmed: the badge counts one less',
    clocks: ['saturday', 'friday'],
    steps: [
      get('manager', '/api/customer-pre-registrations/stats'),
      {
        ...send('manager', 'PATCH', `/api/customer-pre-registrations/${application('山田')}/confirm`),
        effects: () => [
          { collection: 'preRegistrations', path: `/api/customer-pre-registrations/${application('山田')}` },
        ],
      },
      get('manager', '/api/customer-pre-registrations/stats'),
      send('manager', 'PATCH', `/api/customer-pre-registrations/${application('山田')}/confirm`),
    ],
  },
  {
    name: 'an application becomes a customer',
    clocks: ['saturday', 'friday'],
    steps: [
      {
        ...send('manager', 'POST', `/api/customer-pre-registrations/${application('鈴木')}/convert`),
        effects: (body) => [
          { collection: 'customers', path: `/api/customers/${body.data.customer_id}` },
          { collection: 'preRegistrations', path: `/api/customer-pre-registrations/${application('鈴木')}` },
        ],
      },
      { expand: (answers) => customerPage('manager', answers[0]?.body?.data?.customer_id) },
      get('manager', '/api/customer-pre-registrations/stats'),
      send('manager', 'POST', `/api/customer-pre-registrations/${application('鈴木')}/convert`),
      send('manager', 'POST', `/api/customer-pre-registrations/${application('田中')}/convert`),
    ],
  },
  {
    name: 'applications: the badge of each store',
    clocks: ['saturday', 'friday'],
    steps: [
      get('manager', '/api/customer-pre-registrations/stats'),
      get('staff', '/api/customer-pre-registrations/stats'),
      get('admin', '/api/customer-pre-registrations/stats'),
      get('admin', '/api/customer-pre-registrations/stats?store_id=1'),
      get('admin', '/api/customer-pre-registrations/stats?store_id=2'),
    ],
  },
  ...CLASS_SCENARIOS,
  ...COMMUNICATION_SCENARIOS,
  ...BILLING_SCENARIOS,
  ...MEMBERSHIP_SCENARIOS,
];

/**
 * Scenarios whose steps depend on an earlier answer: the tablet marks the first member of the first lesson
 * the server lists (the story clicks the first row).
 */
function firstLessonMember(
  lessons: { date: string; lessons: { class_id: number; members: { customer_id: number }[] }[] } | undefined,
): Step[] {
  const lesson = lessons?.lessons.find((l) => l.members.length > 0);
  const member = lesson?.members[0];
  if (!lessons || !lesson || !member) return [];
  const path = `/api/tablet-attendance/lessons/${lesson.class_id}/members/${member.customer_id}`;
  return [
    get('staff', `/api/tablet-attendance/lessons?date=${lessons.date}`),
    send('staff', 'PUT', path, { date: lessons.date, status: 'absent' }),
    get('staff', '/api/tablet-attendance/lessons'),
    get('staff', `/api/tablet-attendance/lessons?date=${lessons.date}`),
    send('staff', 'DELETE', `${path}?date=${lessons.date}`),
    get('staff', '/api/tablet-attendance/lessons'),
    send('staff', 'PUT', path, { date: lessons.date, status: 'excused' }),
  ];
}
