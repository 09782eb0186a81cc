import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import { pushCampaigns, pushDeliveries } from '../db/schema.ts';
import { enqueueOnce } from '../jobs/queue.ts';

export const PURGE_DELIVERIES_JOB = 'maintenance.purge-push-deliveries';
/** A campaign's delivery rows are kept 30 days after it finished (decision 047), its counts for ever. */
export const DELIVERIES_KEPT_MS = 30 * 24 * 3_600_000;
const EVERY_MS = 3_600_000;
/** Campaigns purged per run: a run stays short whatever the backlog; the next takes the rest. */
const BATCH = 50;

/**
 * Deletes the delivery rows (one per device reached) of campaigns finished more than 30 days ago, after keeping
 * their counts on the campaign (`tally`: sent, failed, expired), so its report reads the same; then queues the next
 * purge in an hour. Without it the table grows by a row per subscription with every campaign, for ever.
 */
export async function purgePushDeliveries(deps: Deps): Promise<{ campaigns: number; deliveries: number }> {
  const now = deps.clock().getTime();
  return deps.db.transaction(async (tx) => {
    const done = await tx
      .select({ id: pushCampaigns.id })
      .from(pushCampaigns)
      .where(
        and(
          eq(pushCampaigns.status, 'sent'),
          lt(pushCampaigns.finishedAt, new Date(now - DELIVERIES_KEPT_MS)),
          isNull(pushCampaigns.tally),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let deliveries = 0;
    for (const { id } of done) {
      const counts = await tx
        .select({ status: pushDeliveries.status, n: count() })
        .from(pushDeliveries)
        .where(eq(pushDeliveries.campaignId, id))
        .groupBy(pushDeliveries.status);
      const of = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
      await tx
        .update(pushCampaigns)
        .set({ tally: { sent: of('sent'), failed: of('failed'), expired: of('expired') } })
        .where(eq(pushCampaigns.id, id));
      deliveries += counts.reduce((sum, row) => sum + row.n, 0);
    }
    if (done.length > 0)
      await tx.delete(pushDeliveries).where(
        inArray(
          pushDeliveries.campaignId,
          done.map(({ id }) => id),
        ),
      );
    await enqueueOnce(tx, PURGE_DELIVERIES_JOB, new Date(now + EVERY_MS));
    return { campaigns: done.length, deliveries };
  });
}
