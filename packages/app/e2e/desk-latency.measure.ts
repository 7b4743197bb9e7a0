import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from './support/browser.ts';
import { customerCard, customersOutside, deskAtRest, readerConnected, useDesk } from './support/desk.ts';

// Tap → welcome display, measured in the built app against the real server with the demo data and the
// card-reader simulator: `pnpm bench:browser` (not part of `pnpm test`: a measure prints figures, it does not pass or
// fail on them). 100 taps at a desk at rest and 20 back to back, with where the time goes.
const browser = useBrowser();
const desk = useDesk(browser);

interface DeskMarks {
  /** When the simulator's message reached the page. */
  socket: number | null;
  /** The API calls made from the tap until the details were drawn (resource timing). */
  api: { url: string; start: number; end: number; bytes: number }[];
  /** The frame after the welcome display's message entered the DOM. */
  drawn: number;
  /** The frame after its details (the member number is the last of them) entered the DOM. */
  details: number;
  /** When the message entered the DOM (React's commit). */
  dom: number;
  /** When the tap queue's IndexedDB writes (keep the tap, forget it once sent) finished, in order. */
  idb: number[];
  /** Long animation frames (≥ 50 ms of main-thread work before a frame), as [start, end]. */
  busy: [number, number][];
}
interface DeskWindow {
  __deskMarks: { reset(): void; complete: Promise<DeskMarks> };
}

/**
 * Timestamps taken in the page, as epoch ms on the performance clock (comparable with the test's
 * `performance.timeOrigin + performance.now()` within a millisecond): the card's message from the simulator's
 * socket, the API calls (resource timing, with the bytes each moved), and the frames that drew the welcome
 * display's message and then its details.
 */
function installDeskMarks() {
  const at = () => performance.timeOrigin + performance.now();
  let marks: DeskMarks;
  let since = 0;
  let finish: (marks: DeskMarks) => void = () => {};
  const state = {
    complete: Promise.resolve(null as unknown as DeskMarks),
    reset() {
      marks = { socket: null, api: [], drawn: 0, details: 0, dom: 0, idb: [], busy: [] };
      since = performance.now();
      state.complete = new Promise((resolve) => {
        finish = resolve;
      });
    },
  };
  state.reset();
  Object.assign(globalThis, { __deskMarks: state });
  const Native = globalThis.WebSocket;
  globalThis.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('message', () => {
        marks.socket ??= at();
      });
    }
  };
  // The queue's store: when each read-write transaction of the tap store completes.
  const nativeTransaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const tx = nativeTransaction.apply(this, args);
    if (args[1] === 'readwrite') {
      const current = marks;
      tx.addEventListener('complete', () => current.idb.push(at()));
    }
    return tx;
  } as IDBDatabase['transaction'];
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const start = performance.timeOrigin + frame.startTime;
      marks.busy.push([start, start + frame.duration]);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const collect = (current: DeskMarks, from: number) => {
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (entry.startTime < from || !entry.name.includes('/api/')) continue;
      const start = performance.timeOrigin + entry.startTime;
      if (start > current.details) continue;
      current.api.push({
        url: new URL(entry.name).pathname,
        start,
        end: performance.timeOrigin + entry.responseEnd,
        bytes: entry.transferSize,
      });
    }
  };
  const frameAfter = (key: 'drawn' | 'details') => {
    if (marks[key] !== 0) return;
    marks[key] = -1;
    const current = marks;
    const from = since;
    requestAnimationFrame(() => {
      current[key] = at();
      // A call's timing entry is added once its body has arrived: give it the rest of this task.
      if (current.drawn > 0 && current.details > 0)
        setTimeout(() => {
          collect(current, from);
          finish(current);
        }, 0);
    });
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => {
      const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
      if (text.includes('チェックインしました')) {
        if (marks.dom === 0) marks.dom = at();
        frameAfter('drawn');
      }
      if (text.includes('会員番号 ')) frameAfter('details');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

describe('the desk, measured', () => {
  it('measures tap-to-display latency over 100 taps at a desk at rest and 20 back to back (median and p95)', async () => {
    const customers = await customersOutside(120);
    expect(customers.length).toBe(120);
    const { page, context } = await desk.page();
    await context.addInitScript(installDeskMarks);
    await logIn(page, 'staff@demo.kayoi.jp');
    await page.goto('/entry-exit/check-in');
    await readerConnected(page);
    const series = (name: string) => ({
      name,
      drawn: [] as number[],
      details: [] as number[],
      socket: [] as number[],
      beforePost: [] as number[],
      post: [] as number[],
      afterPost: [] as number[],
      idbAfterPost: [] as number[],
      render: [] as number[],
      renderBusy: [] as number[],
      frame: [] as number[],
      welcomeGet: [] as number[],
      /** API calls started between the tap and the complete display, by operation, and the bytes they moved. */
      calls: new Map<string, number>(),
      bytes: [] as number[],
    });
    const atRest = series('at a desk at rest (the next member walks up: the page has drawn its last change)');
    const burst = series('back to back (the next card the instant the previous display closed)');
    for (const [index, customer] of customers.entries()) {
      const parts = index < 100 ? atRest : burst;
      if (parts === atRest) await deskAtRest(page);
      // Nothing polls the page while a tap is timed: the page says when the welcome display is complete.
      await page.evaluate(() => (globalThis as unknown as DeskWindow).__deskMarks.reset());
      const tapped = performance.timeOrigin + performance.now();
      desk.bridge.simulator.tap(customerCard(customer.id));
      const marks = await page.evaluate(() => (globalThis as unknown as DeskWindow).__deskMarks.complete);
      const dialog = page.getByRole('dialog', {
        name: new RegExp(`^${customer.name}さん (チェックイン|契約時間外)$`),
      });
      await dialog.getByText('チェックインしました').waitFor({ timeout: 15_000 });
      await dialog.getByText(`会員番号 ${customer.memberNumber}`).waitFor({ timeout: 15_000 });
      const post = marks.api.find((call) => call.url === '/api/attendance/customer');
      const welcomeGet = marks.api.find((call) => call.url.startsWith('/api/attendance/welcome/'));
      const socket = marks.socket ?? tapped;
      parts.drawn.push(marks.drawn - tapped);
      parts.details.push(marks.details - tapped);
      parts.socket.push(socket - tapped);
      if (post) {
        parts.beforePost.push(post.start - socket);
        parts.post.push(post.end - post.start);
        parts.afterPost.push(marks.drawn - post.end);
        // The queue's writes the display waited for: those between the answer and the render.
        const settled = marks.idb.filter((t) => t > post.end && t <= marks.dom).at(-1) ?? post.end;
        parts.idbAfterPost.push(settled - post.end);
        parts.render.push(marks.dom - settled);
        // Main-thread work in that stretch, as far as long animation frames show it; the rest is waiting.
        parts.renderBusy.push(
          marks.busy.reduce(
            (sum, [start, end]) => sum + Math.max(0, Math.min(end, marks.dom) - Math.max(start, settled)),
            0,
          ),
        );
      }
      parts.frame.push(marks.drawn - marks.dom);
      if (welcomeGet) parts.welcomeGet.push(welcomeGet.end - welcomeGet.start);
      for (const call of marks.api) {
        const operation = call.url.replace(/\/\d+$/, '/{id}');
        parts.calls.set(operation, (parts.calls.get(operation) ?? 0) + 1);
      }
      parts.bytes.push(marks.api.reduce((sum, call) => sum + call.bytes, 0));
      // Closed before the next tap (not timed), so two members of the same name cannot be confused.
      await dialog.getByRole('button', { name: /閉じる（\d+秒）/ }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const quantile = (list: number[], q: number) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    };
    const line = (name: string, list: number[]) =>
      list.length === 0
        ? `  ${name.padEnd(52)} none`
        : `  ${name.padEnd(52)} median ${quantile(list, 0.5).toFixed(1).padStart(6)} ms  p95 ${quantile(list, 0.95).toFixed(1).padStart(6)} ms  max ${quantile(list, 1).toFixed(1).padStart(6)} ms`;
    const report = (parts: ReturnType<typeof series>) =>
      [
        `tap → welcome display over ${parts.drawn.length} taps ${parts.name} (timed in the page, nothing polling it):`,
        line('tap → message drawn (the frame after it is in the DOM)', parts.drawn),
        line('tap → details drawn (contract, visits, member number)', parts.details),
        'where the time goes:',
        line('simulator socket (tap → the message event in the page)', parts.socket),
        line('reader, gate and tap queue (→ POST sent)', parts.beforePost),
        line('POST /api/attendance/customer (network + server)', parts.post),
        line('answer → message drawn (queue, React render, frame)', parts.afterPost),
        line('  of which: IndexedDB write after the answer', parts.idbAfterPost),
        line('  of which: → message in the DOM (React)', parts.render),
        line('    of which: in long animation frames (≥ 50 ms)', parts.renderBusy),
        line('  of which: DOM → next frame', parts.frame),
        line('GET /api/attendance/welcome/{id}', parts.welcomeGet),
        `API calls per tap until the details were drawn: ${[...parts.calls]
          .map(([operation, n]) => `${operation} × ${(n / parts.drawn.length).toFixed(2)}`)
          .join(', ')}; ${quantile(parts.bytes, 0.5)} bytes on the wire (median, headers included)`,
      ].join('\n');
    console.info(`${report(atRest)}\n${report(burst)}`);
    expect(atRest.drawn).toHaveLength(100);
    expect(burst.drawn).toHaveLength(20);
    await context.close();
  }, 300_000);
});
