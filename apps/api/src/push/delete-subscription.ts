import { and, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { pushSubscriptions } from '../db/schema.ts';

/** Forgets one of the signed-in user's devices; an endpoint unknown or someone else's changes nothing. */
export async function deleteSubscription(deps: Deps, actor: Actor, endpoint: string): Promise<void> {
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.user.id)));
}
