import { randomBytes } from 'node:crypto';
import { type CreateTransactionBody, feesSchema } from '@1xpay/contract';
import { computeFee, findFeeRule } from '@1xpay/domain';
import { inArray, sql } from 'drizzle-orm';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { settingsSubqueries } from '../catalogue/index.ts';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import type { Executor } from '../db/client.ts';
import { executeNamed } from '../db/prepared.ts';
import { transactionEvents, transactions } from '../db/schema.ts';
import { PaymentRefused } from '../errors.ts';
import { enqueueStatement } from '../jobs/queue.ts';
import { operatorLimits } from './get-quote.ts';
import { fingerprintOf, idempotent } from './idempotency.ts';

/** The job that takes a new transaction to its processor (the payments engine's first step). */
export const INITIATE_JOB = 'transaction.initiate';
/** Refusals by the processor or the customer, counted for §8 413 (too many failed payments in 24 h). */
export const FAILED_PAYMENT_CODES = [404, 450, 451, 452, 460, 461, 505];
const DAY_MS = 86_400_000;

type Phone = { e164: string; country: string | undefined };

/** A mobile-money number: valid (else `invalid`), and a mobile line (else `notMobile`). */
function mobileNumber(raw: string, defaultCountry: string): Phone | 'invalid' | 'notMobile' {
  const international = raw.trim().startsWith('00') ? `+${raw.trim().slice(2)}` : raw.trim();
  const parsed = parsePhoneNumberFromString(international, defaultCountry as CountryCode);
  if (parsed === undefined || !parsed.isValid()) return 'invalid';
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return 'notMobile';
  return { e164: parsed.number, country: parsed.country };
}

function newReference(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `1XP-${day}-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;
}

/**
 * The §8 checks on the people and the numbers (the payer's number as `mobileNumber` read it); throws the refusal,
 * or returns what the transaction needs.
 */
function checkParties(actor: Actor, input: CreateTransactionBody, payer: ReturnType<typeof mobileNumber>) {
  if (payer === 'invalid' || (payer !== 'notMobile' && payer.country !== input.country))
    throw new PaymentRefused(402);
  if (payer === 'notMobile') throw new PaymentRefused(406);
  const accountId1xBet =
    input.type === 'deposit' ? (input.accountId1xBet ?? actor.user.accountId1xBet) : null;
  if (input.type === 'deposit' && accountId1xBet === null) throw new PaymentRefused(401);
  if (input.type !== 'transfer') return { payer, accountId1xBet, beneficiary: undefined };
  if (input.beneficiaryPhone === undefined) throw new PaymentRefused(401);
  const beneficiary = mobileNumber(input.beneficiaryPhone, input.beneficiaryCountry ?? input.country);
  if (beneficiary === 'invalid') throw new PaymentRefused(403);
  if (beneficiary === 'notMobile') throw new PaymentRefused(406);
  if (input.beneficiaryCountry !== undefined && beneficiary.country !== input.beneficiaryCountry) {
    throw new PaymentRefused(403);
  }
  return { payer, accountId1xBet, beneficiary };
}

/**
 * §8 413, 408 and 409: the checks that read the transactions already there (under the payer's lock), in one
 * statement: refusals in the last 24 h, the same amount from the same number still in progress, and what the
 * beneficiary received in 30 days (transfers).
 */
async function checkHistory(
  tx: Executor,
  input: { userId: string; payer: string; amount: bigint; beneficiary: string | undefined; now: Date },
  limits: { maxFailedPaymentsPerDay: number; beneficiaryMonthlyMax: number },
): Promise<void> {
  const failedSince = new Date(input.now.getTime() - DAY_MS);
  const receivedSince = new Date(input.now.getTime() - 30 * DAY_MS);
  const received =
    input.beneficiary === undefined
      ? sql`'0'`
      : sql`(select coalesce(sum(${transactions.amount}), 0)::text from ${transactions}
             where ${transactions.beneficiaryPhone} = ${input.beneficiary}
               and ${transactions.createdAt} > ${receivedSince}
               and ${transactions.statusCode} not between 400 and 599)`;
  const result = await executeNamed(
    tx,
    sql`select (select count(*)::int from ${transactions}
        where ${transactions.senderId} = ${input.userId}
          and ${inArray(transactions.statusCode, FAILED_PAYMENT_CODES)}
          and ${transactions.updatedAt} > ${failedSince}) as failed,
      (select count(*)::int from ${transactions}
        where ${transactions.payerPhone} = ${input.payer}
          and ${transactions.amount} = ${input.amount}
          and not ${transactions.finished}) as same,
      ${received} as received`,
  );
  const [counts] = (result as unknown as { rows: { failed: number; same: number; received: string }[] }).rows;
  if (Number(counts?.failed ?? 0) >= limits.maxFailedPaymentsPerDay) throw new PaymentRefused(413);
  if (Number(counts?.same ?? 0) > 0) throw new PaymentRefused(408);
  if (input.beneficiary === undefined) return;
  if (BigInt(counts?.received ?? 0) + input.amount > BigInt(limits.beneficiaryMonthlyMax))
    throw new PaymentRefused(409);
}

/**
 * POST /api/transactions: checks the payment against §8 and creates it at 201 (validating), with its first history
 * event and the job that takes it to the processor, in one database transaction with the answer stored under its
 * Idempotency-Key (decision 036): three statements between BEGIN and COMMIT (the key with the settings and the
 * payer's lock, the §8 counts, the inserts with the key).
 */
export async function createTransaction(
  deps: Deps,
  actor: Actor,
  input: CreateTransactionBody,
  idempotencyKey: string,
) {
  const scope = {
    userId: actor.user.id,
    key: idempotencyKey,
    fingerprint: fingerprintOf('POST /api/transactions', input),
  };
  // A blocked account's refusal is not the key's outcome: once unblocked, the same request may go through.
  assertRole(actor, 'payer');
  const amount = BigInt(input.amount);
  const settings = settingsSubqueries(['operators', 'fees']);
  // One payer's payments are checked and created one at a time, so 408 holds under concurrency: the payer's lock
  // is taken in the key's own statement (after it bounds the lock wait), before the §8 counts are read by a later
  // statement. A number that is not a valid mobile one locks nothing: the check refuses it (402, 406) before any
  // count is read.
  const payerNumber = mobileNumber(input.payerPhone, input.country);
  const payerLock =
    typeof payerNumber === 'object'
      ? { payerLock: sql`pg_advisory_xact_lock(hashtextextended(${`payer:${payerNumber.e164}`}, 0))` }
      : {};
  return idempotent(deps, scope, {
    // Both documents are read, and the payer locked, in the key's own statement.
    alongside: { ...settings.select, ...payerLock },
    check: async (tx, read) => {
      const documents = settings.documents(read);
      const { config, currency } = operatorLimits(documents.operators, deps.processor, { ...input, amount });
      const { payer, accountId1xBet, beneficiary } = checkParties(actor, input, payerNumber);
      const now = deps.clock();
      await checkHistory(
        tx,
        { userId: actor.user.id, payer: payer.e164, amount, beneficiary: beneficiary?.e164, now },
        config,
      );
      const fees = feesSchema.parse(documents.fees).fees;
      return {
        now,
        transaction: {
          reference: newReference(now),
          senderId: actor.user.id,
          type: input.type,
          country: input.country,
          operator: input.operator,
          payerPhone: payer.e164,
          beneficiaryPhone: beneficiary?.e164 ?? null,
          beneficiaryCountry:
            beneficiary === undefined ? null : (input.beneficiaryCountry ?? beneficiary.country ?? null),
          accountId1xBet,
          amount,
          fees: computeFee(amount, findFeeRule(fees, { ...input, currency })),
          currency,
          statusCode: 201,
          processor: deps.processor.name,
          createdAt: now,
          updatedAt: now,
        },
      };
    },
    write: async (tx, { now, transaction }) => {
      const { reference } = transaction;
      return {
        result: { reference, statusCode: 201, message: null, finished: false },
        // The transaction, its first event and its initiation job: inserted in the statement that stores the key.
        inserts: [
          tx.insert(transactions).values(transaction).getSQL(),
          tx
            .insert(transactionEvents)
            .values({ reference, fromCode: null, toCode: 201, source: 'api', at: now })
            .getSQL(),
          enqueueStatement(tx, INITIATE_JOB, { reference }, now),
        ],
      };
    },
  });
}
