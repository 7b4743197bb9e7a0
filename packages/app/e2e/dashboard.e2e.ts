import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, useBrowser } from './support/browser.ts';
import { dashboardDrawnMs, pressedAt, watchDashboardDrawn } from './support/dashboard.ts';

// The dashboard on the real server with the demo data, in Debian's chromium.
const browser = useBrowser();

describe('dashboard', () => {
  it('when a manager logs in, then every tile is drawn from the demo data, and the time it took is printed', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    const typedAt = await page.evaluate(() => performance.now());
    await page.getByLabel('メールアドレス').fill('manager@demo.kayoi.jp');
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.evaluate(watchDashboardDrawn);
    const started = Date.now();
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL('**/dashboard');

    // Fully drawn: the four KPI figures, the occupancy tabs, both charts, the insights and the schedule.
    for (const label of ['アクティブ会員', '本日の入退室', '今月の出席数', 'アクティブクラス']) {
      await page
        .getByRole('button', { name: new RegExp(label) })
        .and(page.locator(':not([disabled])'))
        .waitFor();
    }
    await page.getByRole('tab', { name: /在館中/ }).waitFor();
    await page.locator('[data-tile="weekly"] svg path').first().waitFor();
    await page.locator('[data-tile="trend"] svg circle').first().waitFor();
    await page
      .locator('[data-tile="insights"]')
      .getByRole('progressbar')
      .or(page.getByText('まだインサイトを出せるだけのデータがありません'))
      .first()
      .waitFor();
    await page
      .getByRole('list', { name: '本日のクラス' })
      .getByRole('listitem')
      .or(page.getByText('本日のクラスはありません'))
      .first()
      .waitFor();
    const drawnMs = Date.now() - started;
    const inPage = await dashboardDrawnMs(page);
    // The page saw the tiles drawn no later than the test's own waits did.
    expect(inPage).toBeGreaterThan(0);
    expect(inPage).toBeLessThanOrEqual(drawnMs);
    // The code the login fetched once the page was there, as the e-mail is typed: the forms' rules, the signed-in
    // frame, the dashboard and the parts they share with the public pages, a file each (vite.config.ts), and the
    // toasts' for the welcome.
    // Split by module they were some sixty, fetched at the press, which held the browser's six connections while
    // the login's own request waited for one.
    const { scripts, afterPress } = await page.evaluate(
      ({ from, pressed }) => {
        const fetched = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= from && /\/assets\/[^/]+\.js$/.test(entry.name));
        const name = (entry: PerformanceEntry) => new URL(entry.name).pathname.replace(/-[\w-]+\.js$/, '');
        return {
          scripts: fetched.map(name),
          afterPress: fetched.filter((entry) => entry.startTime >= pressed).map(name),
        };
      },
      { from: typedAt, pressed: await pressedAt(page) },
    );
    console.info(
      `login → fully drawn dashboard in headless Chromium: ${inPage} ms in the page (the press to the frame that drew the last tile), ${drawnMs} ms by the test's waits; ${scripts.length} script files from the first keystroke`,
    );
    expect(scripts.sort()).toEqual([
      '/assets/ToastRegion',
      '/assets/dashboard',
      '/assets/forms',
      '/assets/public',
      '/assets/shell',
    ]);
    // None waited for the press: the toasts' region came after it, with the welcome, and was evaluated while the
    // dashboard drew (a round trip, and 12–28 ms of the main thread in the traces).
    expect(afterPress).toEqual([]);

    // Demo data, not zeros: the store has members and classes, and a year of visits makes a trend.
    const members = page.getByRole('button', { name: /アクティブ会員/ });
    await expect(members.textContent()).resolves.toMatch(/アクティブ会員[1-9]/);
    await expect(page.getByRole('button', { name: /アクティブクラス/ }).textContent()).resolves.toMatch(
      /アクティブクラス[1-9]/,
    );
    const months = page.getByRole('group', { name: /月別の出席率/ }).getByRole('button');
    await expect(months.count()).resolves.toBe(6);
    await expect(months.last().textContent()).resolves.toMatch(/\d+(\.\d)?%/);
    await context.close();
  });

  it('when the dashboard is drawn, then its components’ at-rules are in a sheet after styled-components’ and still win', async () => {
    // Adding an at-rule to the sheet that holds the whole page's rules restyles every element (28.9 ms on this
    // page, measured), so a component's at-rules go into a sheet of their own (the kit's atRulesAside.ts).
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/dashboard' });
    await page.locator('[data-tile="trend"] svg circle').first().waitFor();
    const sheets = await page.evaluate(() => {
      const componentScoped = (rule: CSSRule) =>
        rule instanceof CSSGroupingRule &&
        Array.from(rule.cssRules).every(
          (inner) =>
            inner instanceof CSSStyleRule &&
            inner.selectorText.split(',').every((s) => s.trim().startsWith('.')),
        );
      return Array.from(
        document.querySelectorAll('style[data-styled], style[data-kayoi-at-rules]'),
        (tag) => {
          const rules = Array.from((tag as HTMLStyleElement).sheet?.cssRules ?? []);
          return {
            kind: tag.hasAttribute('data-styled') ? 'styled-components' : 'at-rules',
            componentAtRules: rules.filter(componentScoped).length,
          };
        },
      );
    });
    expect(sheets.map((sheet) => sheet.kind)).toEqual(['styled-components', 'at-rules']);
    expect(sheets[0]?.componentAtRules).toBe(0);
    expect(sheets[1]?.componentAtRules).toBeGreaterThan(10);

    // The page asks for reduced transparency (as every e2e page does): each glass surface's solid fallback, an
    // at-rule now in the later sheet, wins over its translucent base rule as it did from its place after it.
    const glass = await page.evaluate(() => {
      const sheet = document.querySelector<HTMLStyleElement>('style[data-kayoi-at-rules]')?.sheet;
      const selectors = Array.from(sheet?.cssRules ?? [])
        .filter(
          (rule) =>
            rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-transparency'),
        )
        .flatMap((rule) => Array.from((rule as CSSMediaRule).cssRules))
        .filter((rule) => rule instanceof CSSStyleRule && rule.style.backdropFilter === 'none')
        .map((rule) => (rule as CSSStyleRule).selectorText);
      const elements = selectors.flatMap((selector) => Array.from(document.querySelectorAll(selector)));
      return {
        elements: elements.length,
        translucent: elements.filter((e) => getComputedStyle(e).backdropFilter !== 'none').length,
      };
    });
    expect(glass.elements).toBeGreaterThan(5);
    expect(glass.translucent).toBe(0);
    await context.close();
  });

  it('when the pointer reaches a menu link, then the code of its screen is on its way before the press', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/dashboard' });
    // The closed group's name carries its badge when a 仮登録 waits (「顧客 未確認の仮登録 1件」): another file on
    // this server may have sent one.
    await page.getByRole('button', { name: /^顧客(\s|$)/ }).click();
    const code = page.waitForRequest(/\/assets\/CustomerScreens-[\w-]+\.js$/);
    await page.getByRole('link', { name: '顧客一覧' }).hover();
    await code;
    await page.getByRole('link', { name: '顧客一覧' }).click();
    await page.getByRole('heading', { level: 1, name: '顧客一覧' }).waitFor();
    await context.close();
  });

  it('when a KPI card and a month are opened, then their details come from the server', async () => {
    const { page, context } = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/dashboard' });
    await page
      .getByRole('button', { name: /アクティブ会員/ })
      .and(page.locator(':not([disabled])'))
      .click();
    const dialog = page.getByRole('dialog', { name: 'アクティブ会員詳細分析' });
    await dialog.getByRole('list', { name: '期間比較' }).waitFor();
    await expect(dialog.getByRole('listitem').count()).resolves.toBeGreaterThanOrEqual(4);
    await dialog.getByText(/内訳（年齢層別）/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page
      .getByRole('group', { name: /月別の出席率/ })
      .getByRole('button')
      .last()
      .click();
    const month = page.getByRole('dialog', { name: /^\d{4}年\d{1,2}月詳細$/ });
    await month.getByRole('region', { name: '曜日別の出席率' }).waitFor();
    await expect(month.textContent()).resolves.toMatch(/実施レッスン\d+回/);
    await context.close();
  });

  it('when a tile is dragged in edit mode, then it moves and the layout is saved; outside edit mode nothing moves', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp' });
    // A wide screen gets the seed's 12-column grid.
    await page.setViewportSize({ width: 1700, height: 1000 });
    await page.goto('/dashboard');
    const insights = page.locator('[data-tile="insights"]');
    await page
      .getByRole('button', { name: /アクティブ会員/ })
      .and(page.locator(':not([disabled])'))
      .waitFor();
    await insights.getByRole('heading', { name: 'AIインサイト' }).waitFor();
    // Where the tile is within the grid (the page may scroll while the mouse moves).
    const box = async () => {
      const tile = (await insights.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      const grid = (await page.locator('.react-grid-layout').boundingBox()) ?? { x: 0, y: 0 };
      return { ...tile, y: tile.y - grid.y, top: tile.y };
    };
    const dragDown = async (dy: number) => {
      const start = await box();
      await page.mouse.move(start.x + start.width / 2, start.top + 20);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) {
        await page.mouse.move(start.x + start.width / 2, start.top + 20 + (dy * step) / 10);
      }
      await page.mouse.up();
    };

    const before = await box();
    await dragDown(300);
    expect((await box()).y).toBe(before.y);

    await page.getByRole('button', { name: '編集' }).click();
    await dragDown(300);
    await expect.poll(async () => (await box()).y, { timeout: 5_000 }).toBeGreaterThan(before.y + 200);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('dashboard_layout') ?? '[]'));
    expect(saved).toHaveLength(6);
    expect(saved.find((item: { i: string }) => item.i === 'insights').y).toBeGreaterThan(15);

    // Reset puts the seed's grid back and reloads the page.
    await page.getByRole('button', { name: 'デフォルトに戻す' }).click();
    await page.waitForLoadState('load');
    await insights.waitFor();
    await expect
      .poll(async () => Math.round((await box()).y), { timeout: 10_000 })
      .toBe(Math.round(before.y));
    await context.close();
  });

  it('when a member checks in through the API, then every open dashboard of that store shows it within seconds, without polling', async () => {
    const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const response = await fetch(`${baseUrl()}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      });
      return { status: response.status, body: await response.json() };
    };
    const login = await api('/api/v3/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'staff@demo.kayoi.jp', password: DEMO_PASSWORD }),
    });
    const token: string = login.body.data.token;
    // An active member of the staff's store who is not inside now and whom the occupancy panel does not show (ci64:
    // in the evening the first member outside had come and gone that day, and the 入館 tab listed them before the
    // tap). Nor one whose name is part of a shown name, or the other way round: the row is found by its text.
    const status = await api('/api/attendance/current-status', { token });
    const inside = new Set(status.body.data.inside.map((v: { customer_id: number }) => v.customer_id));
    const panel = (await api('/api/dashboard/checkin-checkout', { token })).body.data;
    const shown: string[] = [
      'current_checkins',
      'recent_checkins',
      'recent_checkouts',
      'longest_stays',
    ].flatMap((list) => panel[list].map((row: { customer_name: string }) => row.customer_name));
    const overlaps = (name: string) => shown.some((other) => other.includes(name) || name.includes(other));
    let member: { id: number; name: string } | null = null;
    for (let id = 1; id < 200 && !member; id += 1) {
      if (inside.has(id)) continue;
      const welcome = await api(`/api/attendance/welcome/${id}`, { token });
      const name: string | undefined = welcome.body.data?.customer.name;
      if (
        welcome.status === 200 &&
        welcome.body.data.customer.status === 'active' &&
        name &&
        !overlaps(name)
      ) {
        member = { id, name };
      }
    }
    if (!member) throw new Error('no active member outside the building in the demo store');

    // Two dashboards of the store are open (a manager and a staff member on other desks).
    const screens = await Promise.all(
      ['manager@demo.kayoi.jp', 'staff@demo.kayoi.jp'].map((as) => browser.newPage({ as, at: '/dashboard' })),
    );
    const recent = async (page: (typeof screens)[number]['page']) => {
      await page.getByRole('tab', { name: '入館', exact: true }).click();
      return page.getByRole('tabpanel').getByText(member.name, { exact: false });
    };
    const rows = await Promise.all(screens.map(({ page }) => recent(page)));
    // The stream is open once the app has read the dashboard; give it the moment a person would.
    for (const { page } of screens) {
      await page.getByRole('tab', { name: /在館中/ }).waitFor();
    }
    for (const row of rows) expect(await row.count()).toBe(0);

    const tapped = Date.now();
    const tap = await api('/api/attendance/customer', {
      method: 'POST',
      token,
      body: JSON.stringify({ customer_id: member.id, device_id: 'e2e-live' }),
    });
    expect(tap.status).toBe(200);
    expect(tap.body.data.action).toBe('check_in');
    // Polling is every 60 s: only the pushed event can draw it this soon.
    await Promise.all(rows.map((row) => row.first().waitFor({ timeout: 5_000 })));
    console.info(`check-in through the API → shown on 2 open dashboards in ${Date.now() - tapped} ms`);
    for (const { context } of screens) await context.close();
  });
});
