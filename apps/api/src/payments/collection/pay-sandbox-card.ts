import type { SandboxCardAnswer, SandboxCardBody } from '@1xpay/contract';
import { cardDigits, TEST_CARD_REFUSALS, THREE_DS_TEST_CODE, testCardOutcome } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import type { CollectionStatus } from '../../adapters/processors/processor.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { transactions } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { settleSandboxPayment } from './settle-sandbox-payment.ts';

/** Whether a card's MM/AA expiry is this month or later. */
function expired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (month === undefined || year === undefined) return true;
  const lastMonth = (2000 + year) * 12 + (month - 1);
  return lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/**
 * The sandbox's card page pays a card payment waiting for its payer (issue 36, decision 068), as a card processor's
 * hosted page would: the test card typed decides (packages/domain test-cards.ts). A card with a 3-D Secure challenge
 * first answers `challenge`; sent again with the code, it is paid with THREE_DS_TEST_CODE and declined (450) with any
 * other. A card without 3-D Secure ends in 414, a declined card in 450, insufficient funds in 460. The card's number,
 * expiry and code are read here and nowhere kept: neither stored, nor audited, nor logged (the request log writes
 * no body).
 */
export async function paySandboxCard(
  deps: Deps,
  actor: Actor,
  meta: RequestMeta,
  reference: string,
  card: SandboxCardBody,
): Promise<SandboxCardAnswer> {
  const [row] = await deps.db
    .select({ senderId: transactions.senderId, operator: transactions.operator })
    .from(transactions)
    .where(eq(transactions.reference, reference));
  if (row === undefined || (row.senderId !== actor.user.id && !actor.user.isAdmin))
    throw notFound('transactionNotFound');
  if (row.operator !== 'card') throw new AppError('conflict', 'notACardPayment');
  if (expired(card.expiry, deps.clock())) throw new AppError('bad_request', 'cardExpired');
  const outcome = testCardOutcome(cardDigits(card.number) ?? '');
  let status: CollectionStatus;
  if (outcome === 'approved') status = { kind: 'paid' };
  else if (outcome === 'challenge') {
    if (card.code === undefined) return { outcome: 'challenge' };
    status = card.code === THREE_DS_TEST_CODE ? { kind: 'paid' } : { kind: 'refused', code: 450 };
  } else status = { kind: 'refused', code: TEST_CARD_REFUSALS[outcome] };
  const transaction = await settleSandboxPayment(deps, actor, meta, reference, 'card', status);
  return { outcome: 'settled', transaction };
}
