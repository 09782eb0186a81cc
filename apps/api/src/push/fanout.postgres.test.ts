import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema.ts';
import { runNextJob } from '../jobs/queue.ts';
import type { Signed } from '../testing/fixtures.ts';
import type { PushService } from '../testing/push/push-service.ts';
import { type PushTestApp, startPushTestApp } from '../testing/push/push-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { MAX_PUSH_ATTEMPTS } from './deliver-campaign.ts';
import { pushJobs } from './jobs.ts';

// Runs only in the PostgreSQL suite: a campaign to 10,000 subscriptions, delivered by two workers at once.

const DEVICES = 10_000;

let app: PushTestApp;
let service: PushService;
let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  app = await startPushTestApp();
  ({ service, t, boss } = app);
}, 60_000);
afterAll(() => app?.close());

describe('a campaign to 10,000 subscriptions', () => {
  it('ends with the right counts, each device sent it once, the gone ones deleted', async () => {
    const devices = Array.from({ length: DEVICES }, () => service.subscribe());
    for (let start = 0; start < DEVICES; start += 2_000) {
      await t.deps.db.insert(pushSubscriptions).values(
        devices.slice(start, start + 2_000).map((device) => ({
          userId: boss.user.id,
          endpoint: device.endpoint,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
        })),
      );
    }
    const gone = devices.slice(0, 100);
    const busy = devices.slice(100, 200);
    const broken = devices.slice(200, 250);
    for (const device of gone) service.answer(device.endpoint, { status: 410 });
    for (const device of busy) service.answer(device.endpoint, { status: 429, retryAfter: '30' });
    for (const device of broken)
      service.answer(
        device.endpoint,
        ...Array.from({ length: MAX_PUSH_ATTEMPTS }, () => ({ status: 503 as const })),
      );

    const { id } = (
      await t.as(boss).post('/api/pushToAllUsers', { title: 'Grande campagne', body: 'Pour tout le monde.' })
    ).body.data;
    const handlers = pushJobs(t.deps);
    const worker = async () => {
      while ((await runNextJob(t.deps.db, handlers, t.clock.now)) !== undefined);
    };
    for (let pass = 0; pass <= MAX_PUSH_ATTEMPTS; pass += 1) {
      await Promise.all([worker(), worker()]);
      t.clock.advance(10 * 60_000);
    }

    const report = (await t.as(boss).get(`/api/push/campaigns/${id}`)).body.data;
    expect(report).toMatchObject({
      status: 'sent',
      total: DEVICES,
      sent: DEVICES - 150,
      expired: 100,
      failed: 50,
      pending: 0,
    });
    const received = service.received.map((message) => message.endpoint);
    expect(received).toHaveLength(DEVICES - 150);
    expect(new Set(received).size).toBe(DEVICES - 150);
    const left = await t.deps.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, boss.user.id));
    expect(left).toHaveLength(DEVICES - 100);
  }, 180_000);
});
