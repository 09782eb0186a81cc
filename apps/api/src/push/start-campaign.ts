import { count, eq, sql } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import { pushCampaigns, pushDeliveries, pushSubscriptions } from '../db/schema.ts';
import { enqueue } from '../jobs/queue.ts';

export const PUSH_DELIVER_JOB = 'push.deliver';

/** One delivery job per this many subscriptions, at most MAX_DELIVERY_JOBS: several workers share a big campaign. */
const SUBSCRIPTIONS_PER_JOB = 2_500;
export const MAX_DELIVERY_JOBS = 4;

/**
 * Starts a queued campaign's fan-out: one pending delivery per subscription that exists now, the campaign's total,
 * and the delivery jobs, all in one database transaction. A second run (the job retried) finds the campaign started
 * and does nothing. A campaign without any subscription is sent at once.
 */
export async function startCampaign(deps: Deps, campaignId: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ status: pushCampaigns.status })
      .from(pushCampaigns)
      .where(eq(pushCampaigns.id, campaignId))
      .for('update');
    if (campaign === undefined || campaign.status !== 'queued') return;
    await tx.insert(pushDeliveries).select(
      tx
        .select({
          campaignId: sql<string>`${campaignId}::uuid`.as('campaign_id'),
          subscriptionId: pushSubscriptions.id,
          status: sql<string>`'pending'`.as('status'),
          attempts: sql<number>`0`.as('attempts'),
          nextAt: sql<Date | null>`null::timestamptz`.as('next_at'),
          lockedUntil: sql<Date | null>`null::timestamptz`.as('locked_until'),
        })
        .from(pushSubscriptions),
    );
    const [planned] = await tx
      .select({ total: count() })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.campaignId, campaignId));
    const total = planned?.total ?? 0;
    await tx
      .update(pushCampaigns)
      .set({
        status: total === 0 ? 'sent' : 'sending',
        total,
        startedAt: now,
        finishedAt: total === 0 ? now : null,
      })
      .where(eq(pushCampaigns.id, campaignId));
    const jobs = Math.min(MAX_DELIVERY_JOBS, Math.ceil(total / SUBSCRIPTIONS_PER_JOB));
    for (let job = 0; job < jobs; job += 1) await enqueue(tx, PUSH_DELIVER_JOB, { campaignId }, now);
  });
}
