import { formatMoney, type PaymentNotice } from '@1xpay/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { type PushOutcome, pushTopic } from '../adapters/web-push.ts';
import type { Deps } from '../common/context.ts';
import { type NoticeJob, PUSH_NOTIFY_JOB } from '../common/payment-notices.ts';
import { pushSubscriptions, transactions } from '../db/schema.ts';
import { message } from '../http/messages.ts';
import { backoffMs, enqueue } from '../jobs/queue.ts';
import { MAX_PUSH_ATTEMPTS } from './deliver-campaign.ts';
import { pushSender } from './vapid-keys.ts';

const TEXTS = {
  approval: ['noticeApprovalTitle', 'noticeApprovalBody'],
  paid: ['noticePaidTitle', 'noticePaidBody'],
  succeeded: ['noticeSucceededTitle', 'noticeSucceededBody'],
  failed: ['noticeFailedTitle', 'noticeFailedBody'],
} as const satisfies Record<PaymentNotice, readonly [string, string]>;

/**
 * The most requests one notice has at the push services at once (issue 31): an account's devices (at most
 * MAX_DEVICES_PER_ACCOUNT) are told a few at a time, never all at once.
 */
export const NOTICE_SENDS_AT_ONCE = 4;

/** `work` over `items`, at most `limit` of them under way at once; the results in the order of `items`. */
async function mapAtMost<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Tells the customer's devices, each in its language, with a click that opens the transaction. Every notice of a
 * payment carries its reference as topic and tag, so a later one replaces an earlier one still waiting at the push
 * service or shown on the device. At most NOTICE_SENDS_AT_ONCE requests are under way at once. Devices answered 429/5xx are tried again by a job of their own (the others are
 * not sent the notice twice); gone ones are deleted.
 */
export async function notifyPayment(deps: Deps, job: NoticeJob): Promise<void> {
  const [payment] = await deps.db
    .select({
      reference: transactions.reference,
      type: transactions.type,
      amount: transactions.amount,
      fees: transactions.fees,
      receivedAmount: transactions.receivedAmount,
      currency: transactions.currency,
      senderId: transactions.senderId,
    })
    .from(transactions)
    .where(eq(transactions.reference, job.transaction));
  if (payment === undefined) return;
  const devices = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, payment.senderId),
        job.only === undefined ? undefined : inArray(pushSubscriptions.id, job.only),
      ),
    );
  if (devices.length === 0) return;
  const send = await pushSender(deps);
  const [titleKey, bodyKey] = TEXTS[job.notice];
  // Each notice names the operation by its type (« Dépôt réussi », « Transfert réussi »), never « dépôt » for a
  // transfer; a withdrawal is never « reçu » from the customer: it says what reaches their number (decision 062).
  const values = {
    amount: formatMoney(payment.amount, payment.currency),
    received: formatMoney(payment.receivedAmount ?? payment.amount - payment.fees, payment.currency),
    reference: payment.reference,
    type: payment.type,
  };
  const topic = pushTopic(payment.reference);
  const ttlSeconds = job.notice === 'approval' ? Math.ceil(deps.config.paymentExpiryMs / 1000) : 24 * 60 * 60;
  const ended = await mapAtMost(devices, NOTICE_SENDS_AT_ONCE, async (device) => {
    const locale = device.locale === 'en' ? 'en' : 'fr';
    const outcome = await send(
      device,
      {
        title: message(titleKey, locale, values),
        body: message(bodyKey, locale, values),
        url: `${locale === 'en' ? '/en' : ''}/app/transaction?reference=${encodeURIComponent(payment.reference)}`,
        tag: payment.reference,
      },
      { ttlSeconds, topic, urgency: job.notice === 'approval' ? 'high' : 'normal' },
    ).catch((): PushOutcome => ({ kind: 'failed', status: undefined }));
    return { id: device.id, outcome };
  });
  const gone = ended.filter((device) => device.outcome.kind === 'expired').map((device) => device.id);
  if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const again = ended.flatMap((device) => (device.outcome.kind === 'retry' ? [device] : []));
  if (again.length === 0 || job.attempt >= MAX_PUSH_ATTEMPTS) return;
  const pause = Math.max(
    backoffMs(job.attempt),
    ...again.map((device) => (device.outcome.kind === 'retry' ? (device.outcome.afterMs ?? 0) : 0)),
  );
  const retry: NoticeJob = {
    transaction: job.transaction,
    notice: job.notice,
    only: again.map((device) => device.id),
    attempt: job.attempt + 1,
  };
  await enqueue(deps.db, PUSH_NOTIFY_JOB, retry, new Date(deps.clock().getTime() + pause));
}
