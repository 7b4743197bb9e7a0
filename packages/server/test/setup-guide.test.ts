import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETUP_GUIDE_STEPS } from '@kayoi/domain/setup-guide';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The first-run guide (はじめに, issue 28): each step is ticked by the store's data, never by a click; an
// administrator may close it and open it again; nobody else reads it; another store's data never ticks a step.

type Step = { key: string; done: boolean; count: number };

describe.each(databaseTargets)('the first-run guide on $name', (target) => {
  async function startWithBackups() {
    const dir = await mkdtemp(join(tmpdir(), 'kayoi-guide-'));
    const opened = await target.open({ migrated: true });
    const t = await startTestApp(
      { name: target.name, open: async () => opened },
      {
        // PostgreSQL: the server's pg_dump connects by the URL, as a server started with DATABASE_URL does.
        ...(opened.url ? { database: { kind: 'postgres' as const, url: opened.url } } : {}),
        backups: { dir, hour: 3, keep: { daily: 14, monthly: 12 }, socketPath: join(dir, 'unused.sock') },
      },
    );
    return {
      t,
      async close() {
        await t.app.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }

  async function guide(t: TestApp, token: string) {
    const response = await t.request({ method: 'GET', url: '/api/setup-guide', token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as {
      steps: Step[];
      done_count: number;
      total_count: number;
      complete: boolean;
      hidden: boolean;
    };
  }
  const done = (steps: Step[]) => steps.filter((step) => step.done).map((step) => step.key);

  it('when a new store is set up step by step, then each step is ticked by its data alone, in order, until complete', async () => {
    const { t, close } = await startWithBackups();
    try {
      const storeId = await t.createStore('はじめ店');
      const otherStore = await t.createStore('よその店');
      const admin = await t.login((await t.createStaff({ role: 'admin', storeId })).email);

      const empty = await guide(t, admin);
      expect(empty.steps.map((step) => step.key)).toEqual([...SETUP_GUIDE_STEPS]);
      expect(empty).toMatchObject({ done_count: 0, total_count: 9, complete: false, hidden: false });
      expect(empty.steps.every((step) => step.count === 0)).toBe(true);

      // Another store's data never ticks this store's guide.
      await t.db.query(`insert into facilities (store_id, name, kind) values ($1, '他店プール', 'studio')`, [
        otherStore,
      ]);
      await t.createStaff({ role: 'staff', storeId: otherStore });
      expect(done((await guide(t, admin)).steps)).toEqual([]);

      // 店舗情報と営業時間: contact details alone are not enough; hours complete it.
      await t.db.query(
        `update stores set phone = '03-3421-8888', address = '東京都世田谷区1-2-3' where id = $1`,
        [storeId],
      );
      expect(done((await guide(t, admin)).steps)).toEqual([]);
      await t.db.query(
        `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
         select $1, d, '10:00', '21:00' from generate_series(1, 6) as d`,
        [storeId],
      );
      let now = await guide(t, admin);
      expect(done(now.steps)).toEqual(['store']);
      expect(now.steps[0]).toEqual({ key: 'store', done: true, count: 6 });

      // 施設とレーン: a pool without lanes is not done; a lane makes it.
      const { rows } = await t.db.query<{ id: number }>(
        `insert into facilities (store_id, name, kind) values ($1, '25mプール', 'pool') returning id`,
        [storeId],
      );
      expect(done((await guide(t, admin)).steps)).toEqual(['store']);
      await t.db.query(`insert into facility_lanes (facility_id, number, name) values ($1, 1, '1コース')`, [
        rows[0]?.id,
      ]);
      expect(done((await guide(t, admin)).steps)).toEqual(['store', 'facilities']);

      // プログラムと料金: a free program is not a priced one.
      await t.db.query(`insert into programs (store_id, name, monthly_fee) values ($1, '無料体験', 0)`, [
        storeId,
      ]);
      expect(done((await guide(t, admin)).steps)).not.toContain('programs');
      await t.db.query(
        `insert into programs (store_id, name, monthly_fee) values ($1, 'ジュニア週1', 7700)`,
        [storeId],
      );
      await t.db.query(
        `insert into grades (store_id, school_id, name, sort_order) values ($1, kayoi_default_school($1), '25級', 1)`,
        [storeId],
      );
      // スタッフ: the administrator alone does not count; a coach does.
      await t.createStaff({ role: 'admin', storeId });
      expect(done((await guide(t, admin)).steps)).toEqual(['store', 'facilities', 'programs', 'grades']);
      await t.createStaff({ role: 'staff', storeId });
      now = await guide(t, admin);
      expect(done(now.steps)).toEqual(['store', 'facilities', 'programs', 'grades', 'staff']);
      expect(now.done_count).toBe(5);

      await t.db.query(
        `insert into classes (store_id, name, day_of_week, start_time, end_time, capacity, starts_on)
         values ($1, 'ジュニア 火曜16時', 2, '16:00', '17:00', 12, '2026-11-01')`,
        [storeId],
      );
      await t.db.query(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
         values ($1, '1001', '河野', 'ひなた', 'コウノ', 'ヒナタ')`,
        [storeId],
      );
      expect(done((await guide(t, admin)).steps)).toContain('members');

      // 請求設定と口座振替: both the settings and a consignor profile.
      await t.db.query(`insert into billing_settings (store_id) values ($1)`, [storeId]);
      expect(done((await guide(t, admin)).steps)).not.toContain('billing');
      await t.db.query(
        `insert into collection_profiles (store_id, name, consignor_code, consignor_name, bank_code, branch_code,
           account_type, account_number, file_name_pattern)
         values ($1, '城南信金', '1234567890', 'ｶﾖｲｽｲﾐﾝｸﾞ', '1344', '001', 1, '1234567', 'zengin-{date}.txt')`,
        [storeId],
      );
      now = await guide(t, admin);
      expect(done(now.steps)).toEqual(SETUP_GUIDE_STEPS.filter((key) => key !== 'backup'));
      expect(now.complete).toBe(false);

      // 最初のバックアップ: a verified backup completes the guide.
      const backup = await t.request({ method: 'POST', url: '/api/backups', token: admin });
      expect(backup.status, JSON.stringify(backup.body)).toBe(201);
      now = await guide(t, admin);
      expect(now).toMatchObject({ done_count: 9, complete: true });
      expect(now.steps.find((step) => step.key === 'backup')).toEqual({
        key: 'backup',
        done: true,
        count: 1,
      });
      expect(t.contractViolations()).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('when the administrator closes the guide, then it stays closed for them only, and opens again', async () => {
    const t = await startTestApp(target);
    try {
      const storeId = await t.createStore();
      const first = await t.login((await t.createStaff({ role: 'admin', storeId })).email);
      const second = await t.login((await t.createStaff({ role: 'admin', storeId })).email);

      const closed = await t.request({
        method: 'PUT',
        url: '/api/setup-guide',
        token: first,
        payload: { hidden: true },
      });
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({ hidden: true, total_count: 9 });
      expect((await guide(t, first)).hidden).toBe(true);
      expect((await guide(t, second)).hidden).toBe(false);

      const reopened = await t.request({
        method: 'PUT',
        url: '/api/setup-guide',
        token: first,
        payload: { hidden: false },
      });
      expect(reopened.body.data.hidden).toBe(false);
      expect((await guide(t, first)).hidden).toBe(false);

      // A body without the choice is refused in the envelope, and the choice is kept.
      const bad = await t.request({ method: 'PUT', url: '/api/setup-guide', token: first, payload: {} });
      expect(bad.status).toBe(422);
      expect(bad.body.success).toBe(false);
      expect((await guide(t, first)).hidden).toBe(false);
      expect(t.contractViolations()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('when a manager, a staff member or nobody asks, then the guide is refused', async () => {
    const t = await startTestApp(target);
    try {
      const storeId = await t.createStore();
      const manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
      const staff = await t.login((await t.createStaff({ role: 'staff', storeId })).email);
      for (const token of [manager, staff]) {
        expect((await t.request({ method: 'GET', url: '/api/setup-guide', token })).status).toBe(403);
        const put = await t.request({
          method: 'PUT',
          url: '/api/setup-guide',
          token,
          payload: { hidden: true },
        });
        expect(put.status).toBe(403);
      }
      expect((await t.request({ method: 'GET', url: '/api/setup-guide' })).status).toBe(401);
      expect(t.contractViolations()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
