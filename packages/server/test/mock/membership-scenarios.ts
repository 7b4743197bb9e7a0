import type { Role, Step } from './drivers.ts';
import type { Scenario } from './scenarios.ts';

// The 休会 / 退会 scenarios (issue 29 §3) the mock's membership fixtures are recorded from (`pnpm fixtures
// membership` writes fixtures/membership-<clock>.json) and the parity test replays: the store's rules as each
// role reads them (with the first month and 退会 day a request made that day gets) and the scheduled requests
// of the customers the stories open. Every answer is the server's: the mock holds no rule of the school.

const get = (as: Role, path: string): Step => ({ as, method: 'GET', path });
const send = (as: Role, method: Step['method'], path: string, json?: unknown): Step => ({
  as,
  method,
  path,
  ...(json === undefined ? {} : { json }),
});

const RULES = { request_deadline_day: 10, max_pause_months: 3, pause_keeps_seat: false };

/** 山田 花子 (#1, 在籍): the story that schedules her 休会 from the dialog's first choices. */
const HANAKO = 1;

/** The customers whose record the stories open (渋谷校's first ten). */
const CUSTOMERS = Array.from({ length: 10 }, (_, i) => i + 1);
const ROLES: readonly Role[] = ['admin', 'manager', 'staff'];

export const MEMBERSHIP_SCENARIOS: readonly Scenario[] = [
  {
    name: 'membership: the store’s 休会・退会 rules and the customers’ scheduled requests, every role',
    clocks: ['friday', 'saturday'],
    fixtures: 'membership',
    steps: ROLES.flatMap((as) => [
      get(as, '/api/membership-rules'),
      ...CUSTOMERS.map((id) => get(as, `/api/customers/${id}/membership-requests`)),
    ]),
  },
  {
    name: 'membership: a manager schedules 花子’s 休会 for January and reads it on her record; a second refused while one is open',
    clocks: ['saturday'],
    fixtures: 'membership',
    steps: [
      send('manager', 'POST', `/api/customers/${HANAKO}/membership-requests`, {
        kind: 'pause',
        from_month: '2027-01',
        to_month: '2027-01',
      }),
      get('manager', `/api/customers/${HANAKO}/membership-requests`),
      // Last, so that the record above is read after the 休会 alone (a story sends only that); refused: one is open.
      send('manager', 'POST', `/api/customers/${HANAKO}/membership-requests`, {
        kind: 'pause',
        from_month: '2026-12',
        to_month: '2026-12',
      }),
    ],
  },
  {
    name: 'membership: a manager saves the rules (seats released during 休会); staff may not',
    clocks: ['friday', 'saturday'],
    fixtures: 'membership',
    steps: [
      send('staff', 'PUT', '/api/membership-rules', RULES),
      send('manager', 'PUT', '/api/membership-rules', RULES),
    ],
  },
];
