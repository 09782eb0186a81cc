import type { Locale } from '@1xpay/contract';
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isAcceptedPushEndpoint } from './push-services.ts';

export type SubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The most devices one account keeps: registering one more drops the account's oldest (issue 31). */
export const MAX_DEVICES_PER_ACCOUNT = 10;

/**
 * Keeps a device for the signed-in user, its notifications in `locale`. The same endpoint again (a browser
 * renewing its keys, or another account signing in on the device) takes the new keys and owner. An account keeps at
 * most MAX_DEVICES_PER_ACCOUNT devices: beyond that its oldest ones (but never the one just registered) are dropped in
 * the same transaction, under a lock on the account's devices, so concurrent registrations cannot go past the cap.
 */
export async function saveSubscription(deps: Deps, actor: Actor, input: SubscriptionInput, locale: Locale) {
  if (!isAcceptedPushEndpoint(input.endpoint, deps.config.push.serviceOrigins)) {
    throw new AppError('bad_request', 'pushServiceRefused');
  }
  const now = deps.clock();
  const userId = actor.user.id;
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, locale };
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${userId}`}, 0))`);
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: input.endpoint, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
      });
    if (saved === undefined) throw new Error('push subscription upsert returned nothing');
    const others = and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.id, saved.id));
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(others)
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_ACCOUNT - 1);
    await tx.delete(pushSubscriptions).where(and(others, notInArray(pushSubscriptions.id, kept)));
    return { endpoint: saved.endpoint, createdAt: saved.createdAt.getTime() };
  });
}
