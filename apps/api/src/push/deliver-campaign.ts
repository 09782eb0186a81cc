import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PushOutcome } from '../adapters/web-push.ts';
import type { Deps } from '../common/context.ts';
import type { Db } from '../db/client.ts';
import { jobs, pushCampaigns, pushDeliveries, pushSubscriptions } from '../db/schema.ts';
import { backoffMs, enqueue } from '../jobs/queue.ts';
import { PUSH_DELIVER_JOB } from './start-campaign.ts';
import { pushSender } from './vapid-keys.ts';

/** Requests of one round. */
export const ROUND_SIZE = 50;
/**
 * Rounds a delivery job runs at once: ROUND_SIZE × ROUNDS_AT_ONCE is the most a killed job leaves unknown (a process
 * runs up to JOB_CONCURRENCY jobs, so up to that many of a campaign's delivery jobs at once).
 */
export const ROUNDS_AT_ONCE = 2;
/** How long a claimed row is a worker's: longer than a round can last (a request times out after 10 s). */
const ROW_CLAIM_MS = 30_000;
/** A subscription answered 429 or 5xx this many times is failed. */
export const MAX_PUSH_ATTEMPTS = 5;
/** A campaign waits at most a day at the push service for an offline device. */
const CAMPAIGN_TTL_SECONDS = 24 * 60 * 60;

const ofCampaign = (campaignId: string) => eq(pushDeliveries.campaignId, campaignId);

/** Takes up to `size` rows due now (pending first, then retries whose time came): they are this worker's. */
async function claimRound(db: Db, campaignId: string, now: Date, size: number) {
  return db.transaction(async (tx) => {
    const due = async (status: 'pending' | 'retry') =>
      tx
        .select({ subscriptionId: pushDeliveries.subscriptionId })
        .from(pushDeliveries)
        .where(
          and(
            ofCampaign(campaignId),
            eq(pushDeliveries.status, status),
            status === 'retry' ? lte(pushDeliveries.nextAt, now) : undefined,
          ),
        )
        .orderBy(asc(pushDeliveries.subscriptionId))
        .limit(size)
        .for('update', { skipLocked: true });
    let rows = await due('pending');
    if (rows.length === 0) rows = await due('retry');
    if (rows.length === 0) return [];
    return tx
      .update(pushDeliveries)
      .set({
        status: 'sending',
        lockedUntil: new Date(now.getTime() + ROW_CLAIM_MS),
        attempts: sql`${pushDeliveries.attempts} + 1`,
      })
      .where(
        and(
          ofCampaign(campaignId),
          inArray(
            pushDeliveries.subscriptionId,
            rows.map((row) => row.subscriptionId),
          ),
        ),
      )
      .returning({ subscriptionId: pushDeliveries.subscriptionId, attempts: pushDeliveries.attempts });
  });
}

type Ended = { subscriptionId: number; attempts: number; outcome: PushOutcome };

/** Writes a round's outcomes; a subscription its push service called gone is deleted. */
async function recordRound(db: Db, campaignId: string, ended: readonly Ended[], now: Date) {
  await db.transaction(async (tx) => {
    const mine = (ids: number[]) =>
      and(
        ofCampaign(campaignId),
        inArray(pushDeliveries.subscriptionId, ids),
        eq(pushDeliveries.status, 'sending'),
      );
    const ids = (kind: PushOutcome['kind'], also?: (row: Ended) => boolean) =>
      ended
        .filter((row) => row.outcome.kind === kind && (also?.(row) ?? true))
        .map((row) => row.subscriptionId);
    const outOfTries = (row: Ended) => row.attempts >= MAX_PUSH_ATTEMPTS;
    const settle = async (status: string, chosen: number[]) => {
      if (chosen.length > 0)
        await tx.update(pushDeliveries).set({ status, lockedUntil: null, nextAt: null }).where(mine(chosen));
    };
    await settle('sent', ids('sent'));
    await settle('failed', [...ids('failed'), ...ids('retry', outOfTries)]);
    const expired = ids('expired');
    await settle('expired', expired);
    if (expired.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, expired));
    for (const row of ended) {
      if (row.outcome.kind !== 'retry' || outOfTries(row)) continue;
      const pause = Math.max(row.outcome.afterMs ?? 0, backoffMs(row.attempts));
      await tx
        .update(pushDeliveries)
        .set({ status: 'retry', lockedUntil: null, nextAt: new Date(now.getTime() + pause) })
        .where(mine([row.subscriptionId]));
    }
  });
}

/**
 * Once no row is left to take now: the campaign is sent when every row has ended; otherwise, when only retries and
 * rows claimed by a worker that may have died are left, a delivery job is queued for the earliest of their times
 * (unless one already waits). Rows still pending belong to another worker running now: it finishes the campaign.
 */
async function finishOrWait(deps: Deps, campaignId: string) {
  const now = deps.clock();
  const [left] = await deps.db
    .select({
      pending: sql<number>`count(*) filter (where ${pushDeliveries.status} = 'pending')`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${pushDeliveries.status} in ('retry', 'sending'))`.mapWith(
        Number,
      ),
      wakeMs: sql<number | null>`extract(epoch from least(
        min(${pushDeliveries.nextAt}) filter (where ${pushDeliveries.status} = 'retry'),
        min(${pushDeliveries.lockedUntil}) filter (where ${pushDeliveries.status} = 'sending'))) * 1000`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(pushDeliveries)
    .where(ofCampaign(campaignId));
  if (left === undefined || left.pending > 0) return;
  if (left.open === 0) {
    await deps.db
      .update(pushCampaigns)
      .set({ status: 'sent', finishedAt: now })
      .where(and(eq(pushCampaigns.id, campaignId), eq(pushCampaigns.status, 'sending')));
    return;
  }
  const [waiting] = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, PUSH_DELIVER_JOB),
        eq(jobs.status, 'queued'),
        sql`${jobs.payload}->>'campaignId' = ${campaignId}`,
      ),
    )
    .limit(1);
  if (waiting !== undefined) return;
  const wake = new Date(Math.max(now.getTime(), left.wakeMs ?? now.getTime()));
  await enqueue(deps.db, PUSH_DELIVER_JOB, { campaignId }, wake);
}

/**
 * Sends a campaign to its subscriptions, ROUND_SIZE at a time, until none is due: each row is claimed before its
 * request, so nobody gets the campaign twice, even across crashes (a row a dead worker left mid-request is failed,
 * never re-sent). Any number of workers may run it at once for the same campaign.
 */
export async function deliverCampaign(deps: Deps, campaignId: string): Promise<void> {
  const [campaign] = await deps.db.select().from(pushCampaigns).where(eq(pushCampaigns.id, campaignId));
  if (campaign === undefined || campaign.status !== 'sending') return;
  const send = await pushSender(deps);
  const message = {
    title: campaign.title,
    body: campaign.body,
    url: campaign.url ?? '/app',
    tag: `campaign-${campaign.id}`,
  };
  // What a dead worker left mid-request may have reached the device: failed, never sent again. Once per job: rows a
  // worker leaves while this job runs are past their claim only later, and finishOrWait queues a job for that time.
  await deps.db
    .update(pushDeliveries)
    .set({ status: 'failed', lockedUntil: null })
    .where(
      and(
        ofCampaign(campaignId),
        eq(pushDeliveries.status, 'sending'),
        lt(pushDeliveries.lockedUntil, deps.clock()),
      ),
    );
  const rounds = async () => {
    for (;;) {
      const now = deps.clock();
      const claimed = await claimRound(deps.db, campaignId, now, ROUND_SIZE);
      if (claimed.length === 0) break;
      const targets = await deps.db
        .select()
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.id,
            claimed.map((row) => row.subscriptionId),
          ),
        );
      const byId = new Map(targets.map((target) => [target.id, target]));
      const ended = await Promise.all(
        claimed.map(async (row): Promise<Ended> => {
          const target = byId.get(row.subscriptionId);
          // Unsubscribed since the campaign started: nothing to send it to.
          if (target === undefined) return { ...row, outcome: { kind: 'expired' } };
          const outcome = await send(target, message, { ttlSeconds: CAMPAIGN_TTL_SECONDS }).catch(
            (): PushOutcome => ({ kind: 'failed', status: undefined }),
          );
          return { ...row, outcome };
        }),
      );
      await recordRound(deps.db, campaignId, ended, deps.clock());
    }
  };
  // Two rounds under way at once: one sends while the other writes its outcomes and claims the next rows.
  await Promise.all(Array.from({ length: ROUNDS_AT_ONCE }, rounds));
  await finishOrWait(deps, campaignId);
}
