import { describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../src/msw/index.ts';
import type { FamilyMe, FamilySession } from '../../src/queries/family.ts';
import { api, useMockServer } from './support.ts';

useMockServer();

// The mock's side of the family realm (issue 31): the spec's examples, behind a family session as on the server —
// the example login's `fam_` token opens the family operations, a staff token does not, and the customer
// record's side wants a staff session. Credentials, lockouts and which members a family reaches are the
// server's (packages/server/test/family.test.ts).

describe('the family realm in the mock', () => {
  it('when the family logs in, then its token opens ホーム and the members', async () => {
    const login = await api<FamilySession>('POST', '/api/family/auth/login', {
      json: { email: 'sato.family@kayoi.example.jp', password: 'hinata-2026' },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    expect(token).toMatch(/^fam_/);

    const me = await api<FamilyMe>('GET', '/api/family/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.members.length).toBeGreaterThan(0);
    expect((await api('GET', '/api/family/home', { token })).status).toBe(200);
  });

  it('when a staff token or none calls a family operation, then 401', async () => {
    for (const token of [DEMO_TOKENS.manager, undefined]) {
      const { status, body } = await api('GET', '/api/family/home', token ? { token } : {});
      expect(status).toBe(401);
      expect(body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('when staff open the customer record, then the family access answers to a staff session only', async () => {
    expect((await api('GET', '/api/customers/85/family-access', { token: DEMO_TOKENS.staff })).status).toBe(
      200,
    );
    expect((await api('GET', '/api/customers/85/family-access', { token: 'fam_x' })).status).toBe(401);
  });
});
