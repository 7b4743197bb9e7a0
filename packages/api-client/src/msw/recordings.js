// The mock server's recordings (`pnpm fixtures` writes them), as data, one list per clock: the main recording first,
// then the areas' own. Their type is recordings.d.ts: imported from TypeScript directly, the compiler read and
// typed 5 MB of JSON in every package that reaches the mock (issue 27).
import friday from './fixtures/2026-11-20T17-10.json' with { type: 'json' };
import saturday from './fixtures/2026-11-21T10-00.json' with { type: 'json' };
import billingFriday from './fixtures/billing-2026-11-20T17-10.json' with { type: 'json' };
import billingSaturday from './fixtures/billing-2026-11-21T10-00.json' with { type: 'json' };
import classesFriday from './fixtures/classes-2026-11-20T17-10.json' with { type: 'json' };
import classesSaturday from './fixtures/classes-2026-11-21T10-00.json' with { type: 'json' };
import communicationFriday from './fixtures/communication-2026-11-20T17-10.json' with { type: 'json' };
import communicationSaturday from './fixtures/communication-2026-11-21T10-00.json' with { type: 'json' };
import membershipFriday from './fixtures/membership-2026-11-20T17-10.json' with { type: 'json' };
import membershipSaturday from './fixtures/membership-2026-11-21T10-00.json' with { type: 'json' };

export const FRIDAY_RECORDINGS = [
  friday,
  classesFriday,
  communicationFriday,
  billingFriday,
  membershipFriday,
];
export const SATURDAY_RECORDINGS = [
  saturday,
  classesSaturday,
  communicationSaturday,
  billingSaturday,
  membershipSaturday,
];
