import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import type { Db } from '../db/client.ts';
import { pushCampaigns, pushDeliveries } from '../db/schema.ts';
import { notFound } from '../errors.ts';

type CampaignRow = typeof pushCampaigns.$inferSelect;
const STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
type Tally = { sent: number; failed: number; expired: number; pending: number };

/** Each campaign's deliveries counted by outcome: pending, sending and retry are all still pending. */
async function talliesOf(db: Db, ids: readonly string[]): Promise<Map<string, Tally>> {
  const tallies = new Map(ids.map((id) => [id, { sent: 0, failed: 0, expired: 0, pending: 0 }]));
  if (ids.length === 0) return tallies;
  const rows = await db
    .select({ campaignId: pushDeliveries.campaignId, status: pushDeliveries.status, count: count() })
    .from(pushDeliveries)
    .where(inArray(pushDeliveries.campaignId, [...ids]))
    .groupBy(pushDeliveries.campaignId, pushDeliveries.status);
  for (const row of rows) {
    const tally = tallies.get(row.campaignId);
    if (tally === undefined) continue;
    const key =
      row.status === 'sent' || row.status === 'failed' || row.status === 'expired' ? row.status : 'pending';
    tally[key] += row.count;
  }
  return tallies;
}

function reportOf(campaign: CampaignRow, tally: Tally | undefined) {
  return {
    id: campaign.id,
    title: campaign.title,
    body: campaign.body,
    url: campaign.url,
    status: STATUSES.find((status) => status === campaign.status) ?? 'queued',
    createdAt: campaign.createdAt.getTime(),
    total: campaign.total,
    // Its delivery rows purged 30 days after the end, a campaign keeps its counts (purge-push-deliveries.ts).
    ...(campaign.tally === null
      ? (tally ?? { sent: 0, failed: 0, expired: 0, pending: 0 })
      : { ...(campaign.tally as Omit<Tally, 'pending'>), pending: 0 }),
    finishedAt: campaign.finishedAt?.getTime() ?? null,
  };
}

/** A campaign and its delivery so far (the dashboard asks again while it is sending). Master admin only. */
export async function getCampaignReport(deps: Deps, actor: Actor, id: string) {
  assertRole(actor, 'master');
  const [campaign] = await deps.db.select().from(pushCampaigns).where(eq(pushCampaigns.id, id));
  if (campaign === undefined) throw notFound('campaignNotFound');
  return reportOf(campaign, (await talliesOf(deps.db, [id])).get(id));
}

/** The latest campaigns, newest first, with their delivery counts. Master admin only. */
export async function listCampaigns(deps: Deps, actor: Actor, limit = 20) {
  assertRole(actor, 'master');
  const campaigns = await deps.db
    .select()
    .from(pushCampaigns)
    .orderBy(desc(pushCampaigns.createdAt), desc(pushCampaigns.id))
    .limit(limit);
  const tallies = await talliesOf(
    deps.db,
    campaigns.map((campaign) => campaign.id),
  );
  return campaigns.map((campaign) => reportOf(campaign, tallies.get(campaign.id)));
}
