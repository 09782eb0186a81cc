import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, pushCampaigns, pushDeliveries } from '../db/schema.ts';
import { master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DELIVERIES_KEPT_MS, PURGE_DELIVERIES_JOB, purgePushDeliveries } from './purge-push-deliveries.ts';

let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

/** A campaign finished `ago` ms before now, delivered to four devices: two sent, one failed, one expired. */
async function finishedCampaign(ago: number) {
  const finishedAt = new Date(t.clock.now().getTime() - ago);
  const [campaign] = await t.deps.db
    .insert(pushCampaigns)
    .values({ title: 'Bonus', body: 'Texte', status: 'sent', total: 4, createdAt: finishedAt, finishedAt })
    .returning();
  if (campaign === undefined) throw new Error('no campaign');
  const statuses = ['sent', 'sent', 'failed', 'expired'];
  await t.deps.db
    .insert(pushDeliveries)
    .values(statuses.map((status, i) => ({ campaignId: campaign.id, subscriptionId: 900_000 + i, status })));
  return campaign.id;
}

const rowsOf = async (id: string) =>
  (await t.deps.db.select().from(pushDeliveries).where(eq(pushDeliveries.campaignId, id))).length;

describe('the purge of push delivery rows (decision 047)', () => {
  it('deletes them 30 days after the campaign ended, its report unchanged, and comes back in an hour', async () => {
    const old = await finishedCampaign(DELIVERIES_KEPT_MS + 60_000);
    const recent = await finishedCampaign(DELIVERIES_KEPT_MS - 60_000);
    const before = (await t.as(boss).get(`/api/push/campaigns/${old}`)).body.data;
    expect(before).toMatchObject({ sent: 2, failed: 1, expired: 1, pending: 0 });

    expect(await purgePushDeliveries(t.deps)).toEqual({ campaigns: 1, deliveries: 4 });
    expect(await rowsOf(old)).toBe(0);
    expect(await rowsOf(recent)).toBe(4);
    expect((await t.as(boss).get(`/api/push/campaigns/${old}`)).body.data).toEqual(before);
    // Nothing left to purge: a second run changes nothing.
    expect(await purgePushDeliveries(t.deps)).toEqual({ campaigns: 0, deliveries: 0 });
    const next = await t.deps.db.select().from(jobs).where(eq(jobs.kind, PURGE_DELIVERIES_JOB));
    expect(next.map(({ runAt }) => runAt.getTime())).toContain(t.clock.now().getTime() + 3_600_000);
  });
});
