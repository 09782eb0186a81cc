import { desc, eq } from 'drizzle-orm';
import { readSettings } from '../catalogue/index.ts';
import type { Deps } from '../common/context.ts';
import type { IdentityNotice } from '../common/identity-notices.ts';
import { pushSubscriptions, users } from '../db/schema.ts';
import { decisionText } from './decision-texts.ts';
import { levelMaxima } from './level-limit.ts';

/** A provider that could not be reached: the job is tried again later (jobs/queue.ts backs off, then gives up). */
export class SmsUnavailable extends Error {}

/**
 * Texts the customer the decision on their account (issue 34), beside the push: the SMS reaches a phone with no
 * push subscription. French unless their latest device asked for English. A number the provider refuses is given up
 * (the app shows the decision anyway); an outage is tried again.
 */
export async function textIdentityDecision(deps: Deps, notice: IdentityNotice): Promise<'sent' | 'refused'> {
  const [user] = await deps.db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, notice.userId));
  if (user === undefined) return 'refused';
  const [device] = await deps.db
    .select({ locale: pushSubscriptions.locale })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, notice.userId))
    .orderBy(desc(pushSubscriptions.id))
    .limit(1);
  const locale = device?.locale === 'en' ? 'en' : 'fr';
  const max = levelMaxima(await readSettings(deps, 'operators'))[2];
  const outcome = await deps.sms.send({
    to: user.phoneNumber,
    text: decisionText(notice.decision, deps.config.brandName, locale, max),
  });
  if (outcome.kind === 'unavailable') throw new SmsUnavailable(outcome.reason);
  return outcome.kind;
}
