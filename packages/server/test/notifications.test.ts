import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mailer.ts';
import type { ChannelDeps } from '../src/modules/notifications/channels.ts';
import { MAX_ATTEMPTS, runDueDeliveries } from '../src/modules/notifications/dispatcher.ts';
import { afterQuietHours, enqueueFamilyNotification } from '../src/modules/notifications/enqueue.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession } from './support/family.ts';
import { pushDevice, type Recorder, recorder } from './support/push-receiver.ts';

// 通知 (issue 32): deliveries keyed by (kind, event, account, channel) so that one event is sent once however
// often it is enqueued and however many dispatchers run; quiet hours; retries with backoff, then failed;
// the family's channels per kind; Web Push decrypted by a local receiver as a browser would; LINE against a
// local stand-in of the Messaging API, linked by a one-time code over a signed webhook.

describe.each(databaseTargets)('notifications on $name', (target) => {
  let t: TestApp;
  let store: number;
  let staff: string;
  let admin: string;
  let line: Recorder;
  let pushService: Recorder;
  let sent: MailMessage[];
  let failMail = false;
  let sequence = 0;

  const deps = (): ChannelDeps => ({
    db: t.db,
    mailer: {
      async send(message) {
        if (failMail) throw new Error('SMTP 451 try later');
        sent.push(message);
      },
    },
    publicUrl: 'http://kayoi.test',
    mailFrom: 'Kayoi <no-reply@kayoi.test>',
    lineApiBaseUrl: line.base,
    allowAnyPushEndpoint: true,
    now: () => t.clock.now,
  });

  beforeAll(async () => {
    line = await recorder(() => 200, '{"sentMessages":[]}');
    pushService = await recorder((url) => (url.startsWith('/gone') ? 410 : 201));
    t = await startTestApp(target, { lineApiBaseUrl: line.base, allowAnyPushEndpoint: true });
    store = await t.createStore('渋谷校');
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: store })).email);
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: store })).email);
    sent = [];
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
    await line?.close();
    await pushService?.close();
  });

  const event = (customerId: number, key = `test-event:${++sequence}`) => ({
    kind: 'invoice_issued' as const,
    eventKey: key,
    recipients: { customers: [customerId] },
    title: '2026年12月分のご請求が確定しました',
    body: '家族 会員さんの2026年12月分のご請求額は12,100円です。',
    path: '/my/billing',
  });
  const deliveries = async (eventKey: string) =>
    (
      await t.db.query<{
        id: number;
        channel: string;
        status: string;
        attempts: number;
        next_attempt_at: Date;
        last_error: string | null;
        skip_reason: string | null;
      }>(
        'select id, channel, status, attempts, next_attempt_at, last_error, skip_reason from notification_deliveries where event_key = $1 order by channel',
        [eventKey],
      )
    ).rows;
  const settings = (token: string, payload: object) =>
    t.request({
      method: 'PUT',
      url: '/api/family/notification-settings',
      token,
      payload: { announcements: true, makeups: true, billing: true, ...payload },
    });

  it('when the same event is enqueued twice at once, then each channel has one delivery', async () => {
    const family = await familySession(t, store, staff);
    const one = event(family.customerId);
    const counts = await Promise.all([
      t.db.transaction((tx) => enqueueFamilyNotification(tx, one, t.clock.now)),
      t.db.transaction((tx) => enqueueFamilyNotification(tx, one, t.clock.now)),
      enqueueFamilyNotification(t.db, one, t.clock.now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await deliveries(one.eventKey)).map((d) => d.channel)).toEqual(['mail']);
  });

  it('when two dispatchers run at once, then every delivery is sent exactly once', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const family = await familySession(t, store, staff);
      const one = event(family.customerId);
      keys.push(one.eventKey);
      await enqueueFamilyNotification(t.db, one, t.clock.now);
    }
    sent = [];
    const [a, b] = await Promise.all([
      runDueDeliveries(deps(), t.clock.now),
      runDueDeliveries(deps(), t.clock.now),
    ]);
    const ours = sent.filter((m) => m.subject === '2026年12月分のご請求が確定しました');
    expect(a + b).toBeGreaterThanOrEqual(12);
    expect(new Set(ours.map((m) => m.to)).size).toBe(ours.length);
    for (const key of keys) expect((await deliveries(key)).map((d) => d.status)).toEqual(['sent']);
    expect(ours.every((m) => m.text.includes('http://kayoi.test/my/billing'))).toBe(true);
  });

  it('when a delivery falls in the quiet hours, then it waits for their end', async () => {
    expect(afterQuietHours(new Date('2026-11-22T22:30:00+09:00'), { start: '21:00', end: '07:00' })).toEqual(
      new Date('2026-11-23T07:00:00+09:00'),
    );
    expect(afterQuietHours(new Date('2026-11-23T06:10:00+09:00'), { start: '21:00', end: '07:00' })).toEqual(
      new Date('2026-11-23T07:00:00+09:00'),
    );
    expect(afterQuietHours(new Date('2026-11-23T12:00:00+09:00'), { start: '21:00', end: '07:00' })).toEqual(
      new Date('2026-11-23T12:00:00+09:00'),
    );
    const family = await familySession(t, store, staff);
    const saved = await settings(family.token, { quiet_hours: { start: '21:00', end: '07:00' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.quiet_hours).toEqual({ start: '21:00', end: '07:00' });
    const night = new Date('2026-11-22T22:30:00+09:00');
    const one = event(family.customerId);
    await enqueueFamilyNotification(t.db, one, night);
    const [row] = await deliveries(one.eventKey);
    expect(row?.next_attempt_at).toEqual(new Date('2026-11-23T07:00:00+09:00'));
    await runDueDeliveries(deps(), night);
    expect((await deliveries(one.eventKey))[0]?.status).toBe('pending');
    await runDueDeliveries(deps(), new Date('2026-11-23T07:00:00+09:00'));
    expect((await deliveries(one.eventKey))[0]?.status).toBe('sent');
  });

  it('when a family changes its quiet hours or turns a channel off, then what still waits follows the new settings', async () => {
    const family = await familySession(t, store, staff);
    const kept = t.clock.now;
    const night = new Date('2026-11-25T22:30:00+09:00');
    t.clock.now = night;
    try {
      await settings(family.token, { quiet_hours: { start: '21:00', end: '07:00' } });
      const one = event(family.customerId);
      const two = { ...event(family.customerId), kind: 'debit_failed' as const };
      await enqueueFamilyNotification(t.db, one, night);
      await enqueueFamilyNotification(t.db, two, night);
      // A delivery already tried keeps its retry, whatever the family changes.
      const tried = event(family.customerId);
      await enqueueFamilyNotification(t.db, tried, new Date('2026-11-25T12:00:00+09:00'));
      failMail = true;
      await runDueDeliveries(deps(), new Date('2026-11-25T12:00:00+09:00'));
      failMail = false;
      const retryAt = (await deliveries(tried.eventKey))[0]?.next_attempt_at;
      expect((await deliveries(one.eventKey))[0]?.next_attempt_at).toEqual(
        new Date('2026-11-26T07:00:00+09:00'),
      );

      // Later quiet hours: what waits goes at their end.
      await settings(family.token, { quiet_hours: { start: '22:00', end: '08:00' } });
      expect((await deliveries(one.eventKey))[0]?.next_attempt_at).toEqual(
        new Date('2026-11-26T08:00:00+09:00'),
      );
      // Mail off for invoices: skipped, said why; the failed debit's mail waits on.
      const off = await settings(family.token, { channels: { invoice_issued: { mail: false } } });
      expect(off.status).toBe(200);
      expect((await deliveries(one.eventKey)).map((d) => [d.status, d.skip_reason])).toEqual([
        ['skipped', 'turned_off'],
      ]);
      await settings(family.token, { channels: { invoice_issued: { mail: true } } });
      const three = event(family.customerId);
      await enqueueFamilyNotification(t.db, three, night);
      // Quiet hours ended early (none now): due at once, and sent by the next run.
      await settings(family.token, { quiet_hours: null });
      for (const key of [two.eventKey, three.eventKey])
        expect((await deliveries(key))[0]?.next_attempt_at).toEqual(night);
      const retried = (await deliveries(tried.eventKey))[0];
      expect([retried?.status, retried?.next_attempt_at]).toEqual(['pending', retryAt]);
      await runDueDeliveries(deps(), night);
      for (const key of [two.eventKey, three.eventKey, tried.eventKey])
        expect((await deliveries(key))[0]?.status).toBe('sent');
      expect((await deliveries(one.eventKey))[0]?.status).toBe('skipped');
    } finally {
      t.clock.now = kept;
      failMail = false;
    }
  });

  it('when sending fails, then it is retried with backoff and failed after the last attempt', async () => {
    const family = await familySession(t, store, staff);
    const one = event(family.customerId);
    const start = new Date('2026-11-24T12:00:00+09:00');
    await enqueueFamilyNotification(t.db, one, start);
    failMail = true;
    try {
      let at = start;
      const gaps: number[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await runDueDeliveries(deps(), at);
        const [row] = await deliveries(one.eventKey);
        expect(row?.attempts).toBe(attempt);
        expect(row?.last_error).toBe('SMTP 451 try later');
        if (attempt < MAX_ATTEMPTS) {
          expect(row?.status).toBe('pending');
          const next = row?.next_attempt_at as Date;
          gaps.push((next.getTime() - at.getTime()) / 60_000);
          // Not due before its time.
          await runDueDeliveries(deps(), new Date(next.getTime() - 1000));
          expect((await deliveries(one.eventKey))[0]?.attempts).toBe(attempt);
          at = next;
        } else expect(row?.status).toBe('failed');
      }
      expect(gaps).toEqual([1, 2, 4, 8]);
    } finally {
      failMail = false;
    }
  });

  it("when a family turns a kind's channel or its group off, then nothing is enqueued there", async () => {
    const family = await familySession(t, store, staff);
    const off = await settings(family.token, { channels: { invoice_issued: { mail: false } } });
    expect(off.body.data.channels.invoice_issued).toEqual({ mail: false, push: true, line: true });
    expect(off.body.data.channels.debit_failed).toEqual({ mail: true, push: true, line: true });
    const one = event(family.customerId);
    expect(await enqueueFamilyNotification(t.db, one, t.clock.now)).toBe(0);
    // The old switches still work: billing off silences every billing kind, whatever the channels.
    const other = await familySession(t, store, staff);
    await settings(other.token, { billing: false });
    expect(await enqueueFamilyNotification(t.db, event(other.customerId), t.clock.now)).toBe(0);
    const profile = await t.request({ method: 'GET', url: '/api/family/profile', token: other.token });
    expect(profile.body.data.notification_settings.billing).toBe(false);
  });

  it('when a device subscribed, then the push arrives encrypted and decrypts to the text; a gone device is forgotten', async () => {
    const family = await familySession(t, store, staff);
    const key = await t.request({
      method: 'GET',
      url: '/api/family/notifications/push/key',
      token: family.token,
    });
    expect(key.status).toBe(200);
    const again = await t.request({
      method: 'GET',
      url: '/api/family/notifications/push/key',
      token: family.token,
    });
    expect(again.body.data.public_key).toBe(key.body.data.public_key);
    // The browser's side: a P-256 key pair and a 16-byte auth secret.
    const device = pushDevice(`${pushService.base}/push/${family.id}`);
    const registered = await t.request({
      method: 'POST',
      url: '/api/family/notifications/push/subscriptions',
      token: family.token,
      payload: { endpoint: device.endpoint, keys: device.keys, user_agent: 'test browser' },
    });
    expect(registered.status).toBe(200);
    const one = event(family.customerId);
    await enqueueFamilyNotification(t.db, one, t.clock.now);
    expect((await deliveries(one.eventKey)).map((d) => d.channel)).toEqual(['mail', 'push']);
    await runDueDeliveries(deps(), t.clock.now);
    const request = pushService.received.find((r) => r.url === `/push/${family.id}`);
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(device.decrypt(request?.body as Buffer))).toEqual({
      title: one.title,
      body: one.body,
      url: '/my/billing',
    });
    expect((await deliveries(one.eventKey)).map((d) => d.status)).toEqual(['sent', 'sent']);

    // A device the push service no longer knows (410) is removed, and the push is skipped.
    await t.request({
      method: 'POST',
      url: '/api/family/notifications/push/subscriptions',
      token: family.token,
      payload: {
        endpoint: `${pushService.base}/gone/${family.id}`,
        keys: device.keys,
      },
    });
    await t.request({
      method: 'DELETE',
      url: `/api/family/notifications/push/subscriptions/${registered.body.data.id}`,
      token: family.token,
    });
    const two = event(family.customerId);
    await enqueueFamilyNotification(t.db, two, t.clock.now);
    await runDueDeliveries(deps(), t.clock.now);
    const push = (await deliveries(two.eventKey)).find((d) => d.channel === 'push');
    expect(push?.status).toBe('skipped');
    expect(push?.skip_reason).toBe('subscription_gone');
    const left = await t.request({
      method: 'GET',
      url: '/api/family/notifications/push/subscriptions',
      token: family.token,
    });
    expect(left.body.data).toEqual([]);
  });

  it("when a family removes another family's device, then it is 404 and the device stays", async () => {
    const owner = await familySession(t, store, staff);
    const other = await familySession(t, store, staff);
    const device = pushDevice(`${pushService.base}/push/idor-${owner.id}`);
    const registered = await t.request({
      method: 'POST',
      url: '/api/family/notifications/push/subscriptions',
      token: owner.token,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    const id = registered.body.data.id as number;
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/family/notifications/push/subscriptions/${id}`,
      token: other.token,
    });
    expect(refused.status).toBe(404);
    const listed = await t.request({
      method: 'GET',
      url: '/api/family/notifications/push/subscriptions',
      token: owner.token,
    });
    expect(listed.body.data.map((s: { id: number }) => s.id)).toEqual([id]);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/family/notifications/push/subscriptions/${id}`,
      token: owner.token,
    });
    expect(removed.status).toBe(200);
  });

  it('when the admin set a LINE channel and the family sent its code, then it is linked and LINE pushes arrive', async () => {
    const family = await familySession(t, store, staff);
    const refusedCode = await t.request({
      method: 'POST',
      url: '/api/family/notifications/line/code',
      token: family.token,
    });
    expect(refusedCode.status).toBe(409);
    const secret = 'line0secret0abcdef0123456789';
    const token = 'line-channel-access-token-XYZ9';
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/settings/line-channel',
          token: staff,
          payload: { channel_access_token: token, channel_secret: secret },
        })
      ).status,
    ).toBe(403);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/settings/line-channel',
      token: admin,
      payload: { channel_access_token: token, channel_secret: secret },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.channel_access_token_masked).toBe('••••XYZ9');
    expect(JSON.stringify(saved.body)).not.toContain(token);
    const issued = await t.request({
      method: 'POST',
      url: '/api/family/notifications/line/code',
      token: family.token,
    });
    expect(issued.status).toBe(200);
    const code = issued.body.data.code as string;
    const webhook = (text: string, signWith: string) => {
      const body = JSON.stringify({
        destination: 'Uschool',
        events: [
          {
            type: 'message',
            mode: 'active',
            timestamp: 1,
            replyToken: `reply-${text}`,
            webhookEventId: 'e1',
            deliveryContext: { isRedelivery: false },
            source: { type: 'user', userId: 'U-family-line' },
            message: { type: 'text', id: '1', quoteToken: 'q', text },
          },
        ],
      });
      return t.request({
        method: 'POST',
        url: '/api/line/webhook',
        headers: {
          'content-type': 'application/json',
          'x-line-signature': createHmac('sha256', signWith).update(body).digest('base64'),
        },
        payload: body,
      });
    };
    const forged = await webhook(code, 'not-the-secret');
    expect(forged.status).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/family/notifications/line', token: family.token })).body
        .data.linked,
    ).toBe(false);
    const wrong = await webhook('000000' === code ? '111111' : '000000', secret);
    expect(wrong.status).toBe(200);
    const linked = await webhook(code, secret);
    expect(linked.status).toBe(200);
    const replies = line.received
      .filter((r) => r.url === '/v2/bot/message/reply')
      .map((r) => JSON.parse(r.body.toString()));
    expect(replies.at(-1).messages[0].text).toContain('連携が完了しました');
    expect(replies.at(-2).messages[0].text).toContain('コードが正しくない');
    const state = await t.request({
      method: 'GET',
      url: '/api/family/notifications/line',
      token: family.token,
    });
    expect(state.body.data).toMatchObject({ available: true, linked: true });
    // A code is spent once.
    await webhook(code, secret);
    expect(
      line.received
        .filter((r) => r.url === '/v2/bot/message/reply')
        .map((r) => JSON.parse(r.body.toString()))
        .at(-1).messages[0].text,
    ).toContain('コードが正しくない');

    const one = event(family.customerId);
    await enqueueFamilyNotification(t.db, one, t.clock.now);
    expect((await deliveries(one.eventKey)).map((d) => d.channel)).toEqual(['line', 'mail']);
    await runDueDeliveries(deps(), t.clock.now);
    const push = line.received.find(
      (r) => r.url === '/v2/bot/message/push' && r.body.toString().includes(one.title),
    );
    expect(push?.headers.authorization).toBe(`Bearer ${token}`);
    expect(push?.headers['x-line-retry-key']).toMatch(/^[0-9a-f-]{36}$/);
    const pushed = JSON.parse(push?.body.toString() ?? '{}');
    expect(pushed.to).toBe('U-family-line');
    expect(pushed.messages[0].text).toContain(one.body);
    expect((await deliveries(one.eventKey)).map((d) => d.status)).toEqual(['sent', 'sent']);

    const unlinked = await t.request({
      method: 'DELETE',
      url: '/api/family/notifications/line',
      token: family.token,
    });
    expect(unlinked.body.data.linked).toBe(false);
    const removed = await t.request({ method: 'DELETE', url: '/api/settings/line-channel', token: admin });
    expect(removed.body.data.configured).toBe(false);
  });

  it("when staff open a customer's family, then they see its deliveries; another store's customer is 404", async () => {
    const family = await familySession(t, store, staff);
    const one = event(family.customerId);
    await enqueueFamilyNotification(t.db, one, t.clock.now);
    const log = await t.request({
      method: 'GET',
      url: `/api/customers/${family.customerId}/notification-deliveries`,
      token: staff,
    });
    expect(log.status).toBe(200);
    expect(log.body.data[0]).toMatchObject({
      kind: 'invoice_issued',
      channel: 'mail',
      status: 'pending',
      account_email: family.email,
    });
    const otherStore = await t.createStore('横浜校');
    const outsider = await t.login((await t.createStaff({ role: 'manager', storeId: otherStore })).email);
    const refused = await t.request({
      method: 'GET',
      url: `/api/customers/${family.customerId}/notification-deliveries`,
      token: outsider,
    });
    expect(refused.status).toBe(404);
  });
});

describe.each(databaseTargets)('push endpoints a family may register, on $name', (target) => {
  // The product's own setting: only the browsers' push services, over https (the server posts to the endpoint).
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('when a family sends an endpoint inside the network or not on a push service, then it is 422 and nothing is kept', async () => {
    const store = await t.createStore('渋谷校');
    const staff = await t.login((await t.createStaff({ role: 'staff', storeId: store })).email);
    const family = await familySession(t, store, staff);
    const { keys } = pushDevice('http://unused.test/');
    const register = (endpoint: string) =>
      t.request({
        method: 'POST',
        url: '/api/family/notifications/push/subscriptions',
        token: family.token,
        payload: { endpoint, keys },
      });
    for (const endpoint of [
      'http://127.0.0.1:8080/api/health',
      'http://169.254.169.254/latest/meta-data/',
      'https://localhost/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://user@fcm.googleapis.com/fcm/send/abc',
      'https://push.example.com/abc',
    ]) {
      const refused = await register(endpoint);
      expect(refused.status, endpoint).toBe(422);
      expect(refused.body.message).toBe('このブラウザのプッシュ通知の送り先は登録できません');
    }
    const listed = await t.request({
      method: 'GET',
      url: '/api/family/notifications/push/subscriptions',
      token: family.token,
    });
    expect(listed.body.data).toEqual([]);

    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc123',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx3',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await register(endpoint)).status, endpoint).toBe(200);
    }
  });
});

describe.each(databaseTargets)("the server's dispatcher on $name", (target) => {
  let t: TestApp;
  let pushService: Recorder;
  beforeAll(async () => {
    pushService = await recorder();
    // Polled once an hour: whatever arrives within the test was sent because its enqueue committed.
    t = await startTestApp(target, { allowAnyPushEndpoint: true, notificationDispatchMs: 60 * 60_000 });
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  it('when an enqueue commits, then its deliveries are sent at once, not at the next poll; a rolled back one sends nothing', async () => {
    const store = await t.createStore('渋谷校');
    const staff = await t.login((await t.createStaff({ role: 'staff', storeId: store })).email);
    const family = await familySession(t, store, staff);
    const device = pushDevice(`${pushService.base}/push/kick-${family.id}`);
    const registered = await t.request({
      method: 'POST',
      url: '/api/family/notifications/push/subscriptions',
      token: family.token,
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(registered.status).toBe(200);
    const notification = (key: string, title: string) => ({
      kind: 'invoice_issued' as const,
      eventKey: key,
      recipients: { customers: [family.customerId] },
      title,
      body: '今月のご請求額は12,100円です。',
      path: '/my/billing',
    });
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueFamilyNotification(
          tx,
          notification('kick:rolled-back', '取り消された請求'),
          t.clock.now,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.db.transaction((tx) =>
      enqueueFamilyNotification(tx, notification('kick:1', '12月分のご請求'), t.clock.now),
    );
    await expect.poll(() => device.messages(pushService)).toHaveLength(1);
    expect(device.messages(pushService)).toEqual([
      { title: '12月分のご請求', body: '今月のご請求額は12,100円です。', url: '/my/billing' },
    ]);
    await expect
      .poll(async () => {
        const { rows } = await t.db.query<{ event_key: string; channel: string; status: string }>(
          `select event_key, channel, status from notification_deliveries where event_key like 'kick:%'
            order by event_key, channel`,
        );
        return rows;
      })
      .toEqual([
        { event_key: 'kick:1', channel: 'mail', status: 'sent' },
        { event_key: 'kick:1', channel: 'push', status: 'sent' },
      ]);
    // A second event while the first one's run may still be going: kicks coalesce, none is lost.
    await Promise.all(
      ['kick:2', 'kick:3'].map((key) =>
        t.db.transaction((tx) => enqueueFamilyNotification(tx, notification(key, key), t.clock.now)),
      ),
    );
    await expect
      .poll(() =>
        device
          .messages(pushService)
          .map((m) => (m as { title: string }).title)
          .sort(),
      )
      .toEqual(['12月分のご請求', 'kick:2', 'kick:3'].sort());
  });
});
