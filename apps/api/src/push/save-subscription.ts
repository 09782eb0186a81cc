import type { Locale } from '@1xpay/contract';
import type { Actor, Deps } from '../common/context.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isAcceptedPushEndpoint } from './push-services.ts';

export type SubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Keeps a device's subscription for the signed-in user, its notifications in `locale`. The same endpoint again (a
 * browser renewing its keys, or another account signing in on the device) takes the new keys and owner.
 */
export async function saveSubscription(deps: Deps, actor: Actor, input: SubscriptionInput, locale: Locale) {
  if (!isAcceptedPushEndpoint(input.endpoint, deps.config.push.serviceOrigins)) {
    throw new AppError('bad_request', 'pushServiceRefused');
  }
  const now = deps.clock();
  const values = {
    userId: actor.user.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale,
  };
  const [saved] = await deps.db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt });
  if (saved === undefined) throw new Error('push subscription upsert returned nothing');
  return { endpoint: saved.endpoint, createdAt: saved.createdAt.getTime() };
}
