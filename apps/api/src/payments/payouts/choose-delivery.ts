import { operatorsConfigSchema } from '@1xpay/contract';
import { formatMoneyWithCode } from '@1xpay/domain';
import { and, count, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { readSettingsIn } from '../../catalogue/index.ts';
import type { Deps } from '../../common/context.ts';
import type { Executor } from '../../db/client.ts';
import { payouts, type transactions } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';

/** The job that drives one payout, step by step (pay-out-transaction.ts). */
export const PAYOUT_JOB = 'transaction.payout';

type TransactionRow = typeof transactions.$inferSelect;

/** Whom a payout pays, where, and how much (in minor units of `currency`). */
export type Payee = { phone: string; country: string; operator: string; amount: bigint; currency: string };

/**
 * Where the money of a transfer or a withdrawal goes: a transfer's beneficiary (in the currency they receive,
 * migration 0029; its operator named at creation, migration 0030), a withdrawal's payee (the number it names as
 * beneficiary, else the customer's own, on the transaction's operator). A deposit is credited to a betting account
 * (no payout); a transfer whose beneficiary's operator was not said cannot be paid out: undefined.
 */
export function payeeOf(row: TransactionRow): Payee | undefined {
  if (row.type === 'transfer') {
    if (row.beneficiaryPhone === null || row.beneficiaryOperator === null) return undefined;
    return {
      phone: row.beneficiaryPhone,
      country: row.beneficiaryCountry ?? row.country,
      operator: row.beneficiaryOperator,
      amount: row.receivedAmount ?? row.amount,
      currency: row.receivedCurrency ?? row.currency,
    };
  }
  if (row.type === 'withdrawal') {
    return {
      phone: row.beneficiaryPhone ?? row.payerPhone,
      country: row.beneficiaryCountry ?? row.country,
      operator: row.beneficiaryOperator ?? row.operator,
      amount: row.amount,
      currency: row.currency,
    };
  }
  return undefined;
}

/** The catalogue's delivery choice for an operator of a country (decision 061): `agent` unless it says `payout`. */
async function deliveryChoice(tx: Executor, payee: Payee): Promise<'agent' | 'payout'> {
  const config = operatorsConfigSchema.parse(await readSettingsIn(tx, 'operators'));
  const country = config.countries.find((entry) => entry.country === payee.country);
  return country?.operators.find((entry) => entry.id === payee.operator)?.delivery ?? 'agent';
}

const DAY_MS = 24 * 3_600_000;

/**
 * Payouts to `phone` the processor counts in the 24 hours before `now`: those on their way, sent, or failed after
 * it had them (a payout never sent to it, `skipped`, or refused before it had an id, does not count).
 */
async function payoutsToNumber(tx: Executor, phone: string, now: Date): Promise<number> {
  const [counted] = await tx
    .select({ n: count() })
    .from(payouts)
    .where(
      and(
        eq(payouts.phone, phone),
        gt(payouts.createdAt, new Date(now.getTime() - DAY_MS)),
        or(
          inArray(payouts.status, ['pending', 'sent']),
          and(eq(payouts.status, 'failed'), isNotNull(payouts.processorReference)),
        ),
      ),
    );
  return counted?.n ?? 0;
}

/** Why a payout chosen by the catalogue is not tried (French, for the agent who delivers instead), if it is not. */
async function reasonNotToPayOut(
  tx: Executor,
  deps: Deps,
  payee: Payee,
  now: Date,
): Promise<string | undefined> {
  const processor = deps.processors.forOperator(payee.operator);
  if (processor === undefined || !processor.paysOut(payee.country, payee.operator))
    return 'Paiement sortant non tenté : le prestataire ne paie pas vers cet opérateur (ou ses paiements sortants ne sont pas activés).';
  const ceiling = processor.payoutLimits.maxAmount[payee.currency];
  if (ceiling !== undefined && payee.amount > ceiling)
    return `Paiement sortant non tenté : ${formatMoneyWithCode(payee.amount, payee.currency)} dépasse le plafond de ${formatMoneyWithCode(ceiling, payee.currency)} par paiement du prestataire.`;
  const perDay = processor.payoutLimits.perNumberPer24h;
  if ((await payoutsToNumber(tx, payee.phone, now)) >= perDay)
    return `Paiement sortant non tenté : déjà ${perDay} paiements vers ce numéro en 24 heures, la limite du prestataire.`;
  return undefined;
}

/**
 * Inside the delivery's database transaction (the move to 231): whether the processor's payout delivers `row`.
 * Where the catalogue chose payout for the payee's operator and the processor can pay it within its limits, the
 * payout is written (`pending`) with its job, and true is answered: no agent is involved unless it fails. Where the
 * catalogue chose payout but it cannot be tried, the payout is kept `skipped` with the reason, and false is answered
 * (an agent delivers, and reads why). Payouts to one number are decided one at a time (a lock on the number), so
 * that two deliveries together never exceed the processor's daily count.
 */
export async function startPayout(
  tx: Executor,
  deps: Deps,
  row: TransactionRow,
  now: Date,
): Promise<boolean> {
  const payee = payeeOf(row);
  if (payee === undefined || payee.amount <= 0n) return false;
  if ((await deliveryChoice(tx, payee)) !== 'payout') return false;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout:${payee.phone}`}))`);
  const reason = await reasonNotToPayOut(tx, deps, payee, now);
  const [written] = await tx
    .insert(payouts)
    .values({
      reference: row.reference,
      // The processor of the payee's rail, which may not be the payer's (a mobile-money payment sent to a bank).
      processor: (deps.processors.forOperator(payee.operator) ?? deps.processors.mobileMoney).name,
      ...payee,
      status: reason === undefined ? 'pending' : 'skipped',
      failure: reason ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payouts.reference })
    .returning();
  if (written === undefined || written.status !== 'pending') return false;
  await enqueue(tx, PAYOUT_JOB, { reference: row.reference }, now);
  return true;
}
