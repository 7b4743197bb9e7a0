import type { Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD } from './browser.ts';

// The chat and bulletin board's pieces for the e2e suite and the chat's latency measure: demo sessions through the
// API, the unread counts the server keeps, the top bar's badges, and messages sent in turn between two screens.

/** A demo login's bearer token and staff id, through the API. */
export async function sessionOf(email: string): Promise<{ token: string; id: number }> {
  const login = await fetch(`${baseUrl()}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as {
    data: { token: string; staff?: { id: number }; user?: { id: number } };
  };
  return { token: data.token, id: (data.staff ?? data.user)?.id ?? 0 };
}

/** A signed-in GET's data. */
export async function read<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${baseUrl()}${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
  });
  const body = (await answer.json()) as { data: T };
  if (!answer.ok || body.data === null)
    throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The unread counts the top bar's badges should show for a login, as the server counts them. */
export async function unread(token: string) {
  const [bulletin, chat] = await Promise.all([
    read<{ unread_bulletins: number }>(token, '/api/bulletin-board/posts/statistics'),
    read<{ unread_messages: number }>(token, '/api/v3/chat/statistics'),
  ]);
  return { bulletin: bulletin.unread_bulletins, chat: chat.unread_messages };
}

/** Waits until a top-bar button shows `count` unread. */
export async function badgeShows(page: Page, name: 'チャット' | '掲示板', count: number, timeout = 10_000) {
  const label = count > 0 ? `${name}（未読 ${count}件）` : name;
  await page.getByRole('banner').getByRole('button', { name: label, exact: true }).waitFor({ timeout });
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;

/**
 * Two screens open on a room, watched: \`exchange\` sends messages in turn, Enter on one screen to the text drawn on
 * the other, and times each; \`figures\` prints the median, p95 and where the time goes, and answers the p95.
 */
export async function watchedRoom(pages: [Page, Page], roomId: number) {
  // Latency: both screens open on the room; each side sends in turn (15 each, under the send limit of 30 a
  // minute), from Enter pressed on one screen to the text drawn on the other.
  const watch = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __drawn: Record<string, number>; __sent: number[] };
      w.__drawn = {};
      w.__sent = [];
      // Every request of the run stays measurable (the default buffer holds 250).
      performance.setResourceTimingBufferSize(100_000);
      const list = document.querySelector('[aria-label="メッセージ"]') as HTMLElement;
      new MutationObserver(() => {
        for (const item of list.querySelectorAll('li')) {
          const text = /e2e-latency-\d+/.exec(item.textContent ?? '')?.[0];
          if (text && !(text in w.__drawn)) w.__drawn[text] = performance.timeOrigin + performance.now();
        }
      }).observe(list, { childList: true, subtree: true, characterData: true });
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter' && !event.shiftKey)
            w.__sent.push(performance.timeOrigin + performance.now());
        },
        true,
      );
    });
  await watch(pages[0]);
  await watch(pages[1]);
  /** `count` messages in turn from `from` on, `pauseMs` apart (a person reading and typing), timed. */
  const exchange = async (from: number, count: number, pauseMs: number) => {
    const latencies: number[] = [];
    const steps: number[][] = [];
    for (let i = from; i < from + count; i += 1) {
      const sender = pages[i % 2] as Page;
      const receiver = pages[(i + 1) % 2] as Page;
      const text = `e2e-latency-${i}`;
      const field = sender.getByRole('textbox', { name: 'メッセージ', exact: true });
      await field.fill(text);
      await field.press('Enter');
      await receiver.waitForFunction(
        (t) => (window as unknown as { __drawn: Record<string, number> }).__drawn[t] !== undefined,
        text,
        { timeout: 10_000 },
      );
      const sentAt = await sender.evaluate(
        () => (window as unknown as { __sent: number[] }).__sent.at(-1) as number,
      );
      const drawnAt = await receiver.evaluate(
        (t) => (window as unknown as { __drawn: Record<string, number> }).__drawn[t] as number,
        text,
      );
      latencies.push(drawnAt - sentAt);
      // Where the time goes: the send's request on one side, the catch-up's request on the other.
      const lastRequest = (page: Page, pattern: string) =>
        page.evaluate((p) => {
          const entries = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes(p)) as PerformanceResourceTiming[];
          const e = entries.at(-1);
          return e ? [performance.timeOrigin + e.startTime, performance.timeOrigin + e.responseEnd] : [0, 0];
        }, pattern);
      const [postStart = 0, postEnd = 0] = await lastRequest(sender, `/rooms/${roomId}/messages`);
      const [fetchStart = 0, fetchEnd = 0] = await lastRequest(receiver, 'after_id=');
      steps.push([
        postStart - sentAt,
        postEnd - postStart,
        fetchStart - postEnd,
        fetchEnd - fetchStart,
        drawnAt - fetchEnd,
      ]);
      // The sender's own screen has it too before the next one (the field is empty again).
      await sender.waitForFunction(
        () => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '',
      );
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return { latencies, steps };
  };
  const figures = (label: string, { latencies, steps }: { latencies: number[]; steps: number[][] }) => {
    const sorted = [...latencies].sort((x, y) => x - y);
    const stepNames = [
      'Enter → POST',
      'POST',
      'answered → catch-up asked',
      'catch-up GET',
      'answered → drawn',
    ];
    console.info(
      [
        `chat message latency, ${label}, Enter on one screen → drawn on the other, ${sorted.length} messages: median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${quantile(sorted, 1).toFixed(1)} ms`,
        ...stepNames.map((step, i) => {
          const values = steps.map((row) => row[i] as number).sort((x, y) => x - y);
          return `  ${step}: median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms`;
        }),
      ].join('\n'),
    );
    return quantile(sorted, 0.95);
  };
  return { exchange, figures };
}
