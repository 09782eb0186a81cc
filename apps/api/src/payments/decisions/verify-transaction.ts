import { operatorsConfigSchema } from '@1xpay/contract';
import { inBlockedGroup, type UserAuthenticationStatus } from '@1xpay/domain';
import { and, count, eq, gt, inArray, ne, sum } from 'drizzle-orm';
import { sandboxAfterPayment } from '../../adapters/processors/sandbox.ts';
import { readSettingsIn } from '../../catalogue/index.ts';
import type { Deps } from '../../common/context.ts';
import { lockTransaction, moveTransaction } from '../../common/transitions.ts';
import type { Executor } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';
import { startDelivery } from './start-delivery.ts';

export const VERIFY_JOB = 'transaction.verify';

/** Velocity rule: this many collected payments from one number within the window block the next one. */
export const VELOCITY = { payments: 3, windowMs: 10 * 60_000 };
/** Limits rule: what one customer may pay in this window (operators configuration, `senderDailyMax`). */
const LIMITS_WINDOW_MS = 24 * 3_600_000;
/** Statuses at which a transaction's money was collected. */
const COLLECTED = [200, 230, 231, 232, 235, 528];

const BLOCKED_MESSAGES = {
  account: 'Bloqué : le compte du client ne permet pas de transaction.',
  velocity: 'Bloqué : trois paiements en moins de dix minutes depuis ce numéro.',
  limits: 'Bloqué : plafond de paiements du client sur 24 heures dépassé.',
  sandbox: 'Bloqué par le bac à sable (numéro de test …08).',
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof lockTransaction>>>;

/** The first verification rule this collected payment breaks, if any. */
async function blockingReason(
  tx: Executor,
  row: Row,
  now: Date,
): Promise<keyof typeof BLOCKED_MESSAGES | undefined> {
  const [sender] = await tx.select().from(users).where(eq(users.id, row.senderId));
  // The blocked group's payments are held (§4.4); a `pending` account cannot create one, and one it made before
  // phone verification existed goes on (decision 056).
  if (sender === undefined || inBlockedGroup(sender.authenticationStatus as UserAuthenticationStatus))
    return 'account';
  const others = ne(transactions.reference, row.reference);
  const [recent] = await tx
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.payerPhone, row.payerPhone),
        others,
        inArray(transactions.statusCode, COLLECTED),
        gt(transactions.updatedAt, new Date(now.getTime() - VELOCITY.windowMs)),
      ),
    );
  if ((recent?.n ?? 0) >= VELOCITY.payments) return 'velocity';
  const { senderDailyMax } = operatorsConfigSchema.parse(await readSettingsIn(tx, 'operators'));
  const [paid] = await tx
    .select({ total: sum(transactions.amount) })
    .from(transactions)
    .where(
      and(
        eq(transactions.senderId, row.senderId),
        eq(transactions.currency, row.currency),
        others,
        inArray(transactions.statusCode, COLLECTED),
        gt(transactions.createdAt, new Date(now.getTime() - LIMITS_WINDOW_MS)),
      ),
    );
  if (BigInt(paid?.total ?? 0) + row.amount > BigInt(senderDailyMax)) return 'limits';
  if (row.processor === 'sandbox' && sandboxAfterPayment(row.payerPhone) === 'block') return 'sandbox';
  return undefined;
}

/**
 * After payment (230/232): the verification rules of §4 block the money (235) when the customer's account is
 * suspended or blocked, when one number paid three times in ten minutes (velocity), when the customer has paid
 * more than `senderDailyMax` in 24 hours (limits), or for the sandbox's …08; otherwise delivery starts (231) with
 * an operation assigned to an agent. Re-running it on a transaction already past verification does nothing.
 */
export async function verifyTransaction(deps: Deps, reference: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, reference);
    if (row === undefined || (row.statusCode !== 230 && row.statusCode !== 232)) return;
    const reason = await blockingReason(tx, row, now);
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
    await startDelivery(tx, deps, row, now);
  });
}
