import { canMoveMoney, type UserAuthenticationStatus } from '@1xpay/domain';
import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';
import { sandboxAfterPayment } from '../adapters/processors/sandbox.ts';
import { transactions, users } from '../db/schema.ts';
import { enqueue } from '../jobs/queue.ts';
import type { Deps } from './context.ts';
import { PARTNER_CREDIT_JOB } from './credit-through-partner.ts';
import { assignOperation } from './shared/assign-operation.ts';
import { lockTransaction, moveTransaction } from './shared/transitions.ts';

export const VERIFY_JOB = 'transaction.verify';

/** Velocity rule: this many collected payments from one number within the window block the next one. */
export const VELOCITY = { payments: 3, windowMs: 10 * 60_000 };

const BLOCKED_MESSAGES = {
  account: 'Bloqué : le compte du client ne permet pas de transaction.',
  velocity: 'Bloqué : trois paiements en moins de dix minutes depuis ce numéro.',
  sandbox: 'Bloqué par le bac à sable (numéro de test …08).',
} as const;

/**
 * After payment (230/232): the verification rules of §4 (a suspended account, too many payments from one number in
 * ten minutes, the sandbox's …08) block the money (235); otherwise delivery starts (231) with an operation
 * assigned to an agent. Re-running it on a transaction already past verification does nothing.
 */
export async function verifyTransaction(deps: Deps, reference: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, reference);
    if (row === undefined || (row.statusCode !== 230 && row.statusCode !== 232)) return;
    const [sender] = await tx.select().from(users).where(eq(users.id, row.senderId));
    const [recent] = await tx
      .select({ n: count() })
      .from(transactions)
      .where(
        and(
          eq(transactions.payerPhone, row.payerPhone),
          ne(transactions.reference, row.reference),
          inArray(transactions.statusCode, [200, 230, 231, 232, 235]),
          gt(transactions.updatedAt, new Date(now.getTime() - VELOCITY.windowMs)),
        ),
      );
    const reason =
      sender === undefined || !canMoveMoney(sender.authenticationStatus as UserAuthenticationStatus)
        ? 'account'
        : (recent?.n ?? 0) >= VELOCITY.payments
          ? 'velocity'
          : row.processor === 'sandbox' && sandboxAfterPayment(row.payerPhone) === 'block'
            ? 'sandbox'
            : undefined;
    if (reason !== undefined) {
      await moveTransaction(tx, {
        reference,
        to: 235,
        message: BLOCKED_MESSAGES[reason],
        source: 'system',
        now,
      });
      return;
    }
    await moveTransaction(tx, { reference, to: 231, source: 'system', now });
    await assignOperation(tx, row, now);
    if (deps.config.partnerAutoCredit && row.type === 'deposit')
      await enqueue(tx, PARTNER_CREDIT_JOB, { reference }, now);
  });
}
