import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type SimulatorServer, startSimulatorServer } from '../../../nfc/bin/server.ts';
import { baseUrl, DEMO_PASSWORD, type PageOptions, type useBrowser } from './browser.ts';

// The front desk's pieces for the e2e suite and the desk's latency measure: the card-reader simulator speaking the
// real WebSocket protocol, a reader desk enrolled by the 渋谷校 manager, and the demo's members to tap.

/** A demo login's bearer token, through the API. */
export async function tokenOf(email: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * The card-reader simulator and an enrolled reader desk for the file's tests (started before them, closed after).
 * `page()` opens a page whose app uses the simulator as its card reader, at the enrolled desk (its credential in
 * localStorage, as enrolment leaves it) unless `enrolled: false`; signed in `as` and open `at` as `newPage` does.
 */
export function useDesk(browser: ReturnType<typeof useBrowser>) {
  let bridge: SimulatorServer;
  let deskCredential: string;
  beforeAll(async () => {
    bridge = await startSimulatorServer({ port: 0, autoWriteMs: 300 });
    // The desk of these tests, enrolled by the 渋谷校 manager as 設定 › カードリーダー端末 would.
    const enrolment = await fetch(`${baseUrl()}/api/reader-devices`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokenOf('manager@demo.kayoi.jp')}`,
      },
      body: JSON.stringify({ name: 'e2e 受付PC' }),
    });
    expect(enrolment.status).toBe(201);
    deskCredential = ((await enrolment.json()) as { data: { credential: string } }).data.credential;
  });
  afterAll(async () => {
    await bridge?.close();
  });
  return {
    get bridge() {
      return bridge;
    },
    async page({ enrolled = true, as, at }: { enrolled?: boolean } & Pick<PageOptions, 'as' | 'at'> = {}) {
      const { page, context } = await browser.newPage({ as });
      await context.addInitScript(
        ({ url, credential }) => {
          localStorage.setItem('nfc_reader', 'bridge');
          localStorage.setItem('nfc_bridge_url', url);
          // Once per page load: a credential the page itself stored or forgot must survive its reloads.
          if (credential && sessionStorage.getItem('e2e_desk') === null) {
            localStorage.setItem('kayoi_reader_device', credential);
            sessionStorage.setItem('e2e_desk', '1');
          }
        },
        { url: `ws://127.0.0.1:${bridge.port}`, credential: enrolled ? deskCredential : null },
      );
      if (at) await page.goto(at);
      return { page, context };
    },
  };
}

export const customerCard = (id: number) => ({
  uid: `05${id.toString(16).toUpperCase().padStart(12, '0')}`,
  type: 2 as const,
  entity_id: id,
});

/** Active customers of the staff's store who are not inside now (a tap checks them in). */
export async function customersOutside(
  count: number,
  skip = 0,
): Promise<{ id: number; name: string; memberNumber: string }[]> {
  const token = await tokenOf('staff@demo.kayoi.jp');
  const found: { id: number; name: string; memberNumber: string }[] = [];
  let skipped = 0;
  for (let id = 1; found.length < count && id < 400; id += 1) {
    const answer = await fetch(`${baseUrl()}/api/attendance/welcome/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) continue;
    const { data } = (await answer.json()) as {
      data: { customer: { name: string; status: string }; current_visit: unknown; member_number: string };
    };
    if (data.customer.status !== 'active' || data.current_visit !== null) continue;
    if (skipped < skip) skipped += 1;
    else found.push({ id, name: data.customer.name, memberNumber: data.member_number });
  }
  return found;
}

/**
 * Waits until the desk is at rest, as it is when the next member walks up to the reader: the page has drawn
 * its last change and frames come at the display's rate again (three in a row under 20 ms apart). On this
 * machine Chromium composites on the CPU (no GPU): for up to ~150 ms after a display closes, redrawing the
 * blurred glass takes a core, and a card arriving then waits for it.
 */
export async function deskAtRest(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.now();
        let calm = 0;
        const step = (now: number) => {
          calm = now - last < 20 ? calm + 1 : 0;
          last = now;
          if (calm >= 3) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

export async function readerConnected(page: Page) {
  await page.getByText('NFC接続中').first().waitFor({ timeout: 15_000 });
}
