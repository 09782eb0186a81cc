import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { jobs, pushCampaigns } from '../db/schema.ts';

export const PUSH_BROADCAST_JOB = 'push.broadcast';

/** Records a push to every user and queues its delivery as a durable job (sent by the push worker). */
export async function queuePush(
  deps: Deps,
  actor: Actor,
  input: { title: string; body: string; url?: string | undefined },
  meta: RequestMeta,
) {
  assertRole(actor, 'master');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(pushCampaigns)
      .values({
        title: input.title,
        body: input.body,
        url: input.url ?? null,
        createdBy: actor.user.id,
        createdAt: now,
      })
      .returning();
    if (campaign === undefined) throw new Error('push campaign insert returned nothing');
    await tx
      .insert(jobs)
      .values({ kind: PUSH_BROADCAST_JOB, payload: { campaignId: campaign.id }, runAt: now, createdAt: now });
    const view = {
      id: campaign.id,
      title: campaign.title,
      body: campaign.body,
      url: campaign.url,
      status: 'queued' as const,
      createdAt: campaign.createdAt.getTime(),
    };
    await recordAudit(tx, {
      actor,
      meta,
      action: 'push.queue',
      target: `push:${campaign.id}`,
      before: null,
      after: view,
      at: now,
    });
    return view;
  });
}
