import { formatMoney, LEVEL_LIMIT_CURRENCY } from '@1xpay/domain';
import { eq, inArray } from 'drizzle-orm';
import { type PushOutcome, pushTopic } from '../adapters/web-push.ts';
import { readSettings } from '../catalogue/index.ts';
import type { Deps } from '../common/context.ts';
import type { IdentityNotice } from '../common/identity-notices.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { message } from '../http/messages.ts';
import { levelMaxima } from '../identity/index.ts';
import { NOTICE_SENDS_AT_ONCE } from './notify-payment.ts';
import { pushSender } from './vapid-keys.ts';

/**
 * Tells the customer's devices of a decision on their account (issue 34), each in its language: the click opens the
 * profile's identity screen. One notice replaces the last on the device (one topic per account). Gone devices are
 * deleted; a device that failed is not tried again (the app shows the decision anyway).
 */
export async function notifyIdentityDecision(deps: Deps, notice: IdentityNotice): Promise<void> {
  const devices = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, notice.userId));
  if (devices.length === 0) return;
  const send = await pushSender(deps);
  const max = levelMaxima(await readSettings(deps, 'operators'))[2];
  const ended: { id: number; outcome: PushOutcome }[] = [];
  for (let at = 0; at < devices.length; at += NOTICE_SENDS_AT_ONCE) {
    const batch = devices.slice(at, at + NOTICE_SENDS_AT_ONCE);
    ended.push(
      ...(await Promise.all(
        batch.map(async (device) => {
          const locale = device.locale === 'en' ? 'en' : 'fr';
          const values = {
            decision: notice.decision,
            reason: notice.reason ?? '',
            max: formatMoney(BigInt(max), LEVEL_LIMIT_CURRENCY),
          };
          const outcome = await send(
            device,
            {
              title: message('identityNoticeTitle', locale, values),
              body: message('identityNoticeBody', locale, values),
              url: `${locale === 'en' ? '/en' : ''}/app/identity`,
              tag: `identity-${notice.userId}`,
            },
            {
              ttlSeconds: 7 * 24 * 60 * 60,
              topic: pushTopic(`identity-${notice.userId}`),
              urgency: 'normal',
            },
          ).catch((): PushOutcome => ({ kind: 'failed', status: undefined }));
          return { id: device.id, outcome };
        }),
      )),
    );
  }
  const gone = ended.filter((device) => device.outcome.kind === 'expired').map((device) => device.id);
  if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
}
