import { TEST_PASSWORD, type TestApp } from './app.ts';

// A family account (マイページ, issue 31) made as a family makes one: a member of the store is invited from the
// customer record by `staffToken` (a session of that store), and the family accepts the mailed link with
// TEST_PASSWORD. Answers the account and its session token.

let sequence = 0;

export async function familySession(t: TestApp, storeId: number, staffToken: string) {
  sequence += 1;
  const { rows } = await t.db.query<{ id: number }>(
    `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
       birth_date, status, joined_on, guardian_name)
     values ($1, $2, '家族', '会員', 'カゾク', 'カイイン', '2016-04-01', 'active', '2025-01-01', '家族 保護者')
     returning id`,
    [storeId, `FS${sequence}`],
  );
  const customerId = rows[0]?.id as number;
  const email = `support-family-${sequence}-${storeId}@test.kayoi.jp`;
  const invited = await t.request({
    method: 'POST',
    url: `/api/customers/${customerId}/family-invitations`,
    token: staffToken,
    payload: { email },
  });
  if (invited.status !== 200) throw new Error(`family invitation: ${JSON.stringify(invited.body)}`);
  const mail = [...t.outbox].reverse().find((m) => m.to === email);
  const token = /\/my\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const accepted = await t.request({
    method: 'POST',
    url: '/api/family/auth/accept-invitation',
    payload: { token, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
  });
  if (accepted.status !== 200) throw new Error(`family acceptance: ${JSON.stringify(accepted.body)}`);
  return {
    id: accepted.body.data.account.id as number,
    email,
    customerId,
    token: accepted.body.data.token as string,
  };
}

/** Whether an operation of the bundled spec takes a family session (its security names `familyAuth`). */
export const isFamilyOperation = (operation: { security?: unknown[] }) =>
  (operation.security ?? []).some(
    (scheme) => typeof scheme === 'object' && scheme !== null && 'familyAuth' in scheme,
  );
