import { randomBytes } from 'node:crypto';
import {
  type CreateTransactionBody,
  feesSchema,
  type OperatorsConfig,
  parsePhone,
  ratesSchema,
} from '@1xpay/contract';
import { limitMonth, quote } from '@1xpay/domain';
import { type SQL, sql } from 'drizzle-orm';
import { settingsSubqueries } from '../../catalogue/index.ts';
import type { Actor, Deps } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { sealSecret } from '../../common/sealed-secrets.ts';
import { jobs, transactionEvents, transactions } from '../../db/schema.ts';
import { LevelLimitReached, type PaymentLimit, PaymentLimitReached, PaymentRefused } from '../../errors.ts';
import { levelFigures, levelMaxima, levelOfUser, levelRates } from '../../identity/index.ts';
import { BEFORE_COLLECTION } from '../collection/stages.ts';
import { operatorLimits } from './get-quote.ts';
import { fingerprintOf, type GuardRow, guardedWrite, idempotent, LOCK_WAIT_MS } from './idempotency.ts';

/** The job that takes a new transaction to its processor (the payments engine's first step). */
export const INITIATE_JOB = 'transaction.initiate';
/**
 * Refusals by the processor, the customer or the betting partner (a withdrawal code refused: 470–473, so codes cannot
 * be guessed through us; decision 062), counted for §8 413 (too many failed payments in 24 h).
 */
export const FAILED_PAYMENT_CODES = [404, 450, 451, 452, 460, 461, 470, 471, 472, 473, 505];
const DAY_MS = 86_400_000;

type Phone = { e164: string; country: string | undefined };

/** A mobile-money number: valid (else `invalid`), and a mobile line (else `notMobile`). */
function mobileNumber(raw: string, defaultCountry: string): Phone | 'invalid' | 'notMobile' {
  const parsed = parsePhone(raw, defaultCountry);
  if (parsed === undefined) return 'invalid';
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
  const onBettingAccount = input.type === 'deposit' || input.type === 'withdrawal';
  const accountId1xBet = onBettingAccount ? (input.accountId1xBet ?? actor.user.accountId1xBet) : null;
  if (onBettingAccount && accountId1xBet === null) throw new PaymentRefused(401);
  // A withdrawal (decision 062): the partner's code names it; payerPhone is the number the money is paid to.
  if (input.type === 'withdrawal' && input.withdrawalCode === undefined) throw new PaymentRefused(401);
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
 * §8 413, 408 and 409, the checks that read the transactions already there: `payment_refusal` (migration 0021) takes
 * the payer's lock, then reads what was committed before it was granted, so 408 and 409 hold under concurrency. Its
 * refusal, in §8's order: too many refused payments in 24 h, the same amount from the same number still in progress,
 * more than the beneficiary may receive in 30 days (transfers); null when the payment may be created.
 */
function historyRefusal(): SQL {
  return sql`payment_refusal(
      ${`${LOCK_WAIT_MS}ms`}, ${bound('payerLock', 'text')}, ${bound('userId', 'uuid')},
      ${sql.raw(`array[${FAILED_PAYMENT_CODES.join(',')}]::integer[]`)}, ${bound('failedSince', 'timestamptz')},
      ${bound('maxFailed', 'bigint')}, ${bound('payerPhone', 'text')}, ${bound('amount', 'bigint')},
      ${bound('beneficiaryPhone', 'text')}, ${bound('receivedSince', 'timestamptz')},
      ${bound('beneficiaryMax', 'bigint')}
    )`;
}

/** The guard's refusal when the account reached one of its limits (not a §8 code: PaymentLimitReached says which). */
const LIMIT_REFUSAL = 429;
/** The guard's refusal when the payment would take the account over its level's monthly limit (LevelLimitReached). */
const LEVEL_REFUSAL = 430;

/**
 * The guard of the statement that creates the payment (idempotency.ts, guardedWrite): first the account's limits
 * (issue 31: `account_payment_limit`, migration 0024, under the account's lock, then the payer's), then its level's
 * monthly limit (issue 34: `account_month_used`, migration 0028, read once the account's lock is held: the inner
 * select's volatile column is computed from the function's row, and PostgreSQL never inlines it), then §8's checks.
 * `limitName` names the limit reached and `freeAt` when it frees up (null when none is); `levelUsed` what the account
 * paid this month, in F CFA.
 */
function createGuard(): SQL {
  const amountInCfa = sql`ceil(${bound('amount', 'bigint')} / coalesce(nullif((${bound('levelRates', 'jsonb')} ->> ${bound('currency', 'text')})::numeric, 0), 1))`;
  return sql`select
      case
        when a.limit_name is not null then ${sql.raw(String(LIMIT_REFUSAL))}
        when a.level_used + ${amountInCfa} > ${bound('levelMax', 'bigint')} then ${sql.raw(String(LEVEL_REFUSAL))}
        else ${historyRefusal()}
      end as refusal,
      a.limit_name as "limitName", a.free_at as "freeAt", a.level_used::bigint as "levelUsed"
    from (
      select l.limit_name, l.free_at,
        account_month_used(${bound('userId', 'uuid')}, ${bound('monthStart', 'timestamptz')}, ${bound('levelRates', 'jsonb')}) as level_used
      from account_payment_limit(
        ${`${LOCK_WAIT_MS}ms`}, ${bound('userId', 'uuid')}, ${bound('createdAt', 'timestamptz')},
        ${bound('payerPhone', 'text')}, ${sql.raw(`array[${BEFORE_COLLECTION.join(',')}]::integer[]`)},
        ${bound('maxWaiting', 'integer')}, ${bound('expiryMs', 'bigint')}, ${bound('maxPerHour', 'integer')},
        ${bound('maxPayers', 'integer')}
      ) as l
    ) as a`;
}

/**
 * The longest Retry-After of the waiting limit: a payment waiting for approval ends at its deadline at the latest,
 * but the customer may approve or refuse one on the phone at any moment.
 */
export const WAITING_RETRY_AFTER_MAX_SECONDS = 60;

/** The limit a guard's row says was reached, as the error answered: 429, Retry-After from when it frees up. */
function limitReached(
  row: GuardRow,
  limits: Pick<OperatorsConfig, 'maxWaitingPayments' | 'maxPaymentsPerHour' | 'maxPayerNumbersPerDay'>,
  now: Date,
): PaymentLimitReached {
  const limit = row.limitName as PaymentLimit;
  const freeAt = new Date(row.freeAt as string | Date).getTime();
  let seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  if (limit === 'waiting') seconds = Math.min(seconds, WAITING_RETRY_AFTER_MAX_SECONDS);
  const max = {
    waiting: limits.maxWaitingPayments,
    hourly: limits.maxPaymentsPerHour,
    payers: limits.maxPayerNumbersPerDay,
  }[limit];
  return new PaymentLimitReached(limit, max, seconds);
}

/** The placeholder `name`, cast to `type`: a value selected rather than inserted has no type of its own. */
function bound(name: string, type: string): SQL {
  return sql`${sql.placeholder(name)}::${sql.raw(type)}`;
}

/** The columns a new transaction is created with, each bound to the placeholder of its own name. */
const NEW_TRANSACTION = [
  'reference',
  'senderId',
  'type',
  'country',
  'operator',
  'payerPhone',
  'beneficiaryPhone',
  'beneficiaryCountry',
  'beneficiaryOperator',
  'accountId1xBet',
  'amount',
  'fees',
  'currency',
  'receivedAmount',
  'receivedCurrency',
  'rate',
  'withdrawalCode',
  'withdrawalCodeHint',
  'statusCode',
  'processor',
  'createdAt',
  'updatedAt',
] as const;

/** The payment, its first history event and its initiation job, inserted with the key's answer, after the guard. */
const createStatement = guardedWrite(() => {
  const columns = NEW_TRANSACTION.map((name) => transactions[name]);
  const values = NEW_TRANSACTION.map((name) => bound(name, transactions[name].getSQLType()));
  return {
    guard: createGuard(),
    inserts: [
      sql`insert into ${transactions} (${sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) select ${sql.join(values, sql`, `)} from stored`,
      sql`insert into ${transactionEvents} (reference, from_code, to_code, source, at)
        select ${bound('reference', 'text')}, null, 201, 'api', ${bound('createdAt', 'timestamptz')} from stored`,
      sql`insert into ${jobs} (kind, payload, run_at, created_at)
        select ${INITIATE_JOB}, ${bound('job', 'jsonb')}, ${bound('createdAt', 'timestamptz')},
               ${bound('createdAt', 'timestamptz')}
        from stored`,
    ],
  };
});

const SETTINGS = settingsSubqueries(['operators', 'fees', 'rates']);

/**
 * POST /api/transactions: checks the payment against §8 and creates it at 201 (validating), with its first history
 * event and the job that takes it to the processor (a withdrawal: to the betting partner, decision 062), committed together with the answer stored under its
 * Idempotency-Key (decisions 036 and 039): two statements, each built once and prepared, and no round trip for
 * BEGIN or COMMIT: the key read with the settings, then one statement that takes the account's lock and checks its
 * limits (429, with Retry-After; issue 31), takes the payer's lock and checks §8, and inserts. A stored answer is
 * replayed before any of that: a replay is never refused by a limit.
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
  // A number that is not a valid mobile one is refused (402, 406) by the check, before any count is read.
  const payerNumber = mobileNumber(input.payerPhone, input.country);
  let limits: OperatorsConfig | undefined;
  let level: { level: 1 | 2; max: number } | undefined;
  return idempotent(deps, scope, {
    alongside: SETTINGS.select,
    check: (read) => {
      const documents = SETTINGS.documents(read);
      const { config, currency } = operatorLimits(documents.operators, deps.processors, { ...input, amount });
      const { payer, accountId1xBet, beneficiary } = checkParties(actor, input, payerNumber);
      const priced = quote({
        ...input,
        amount,
        currency,
        fees: feesSchema.parse(documents.fees).fees,
        rates: ratesSchema.parse(documents.rates).countries,
        beneficiaryCountry:
          beneficiary === undefined
            ? undefined
            : (input.beneficiaryCountry ?? beneficiary.country ?? undefined),
      });
      // A withdrawal whose fees would take all of it pays nothing out: under the minimum.
      if (input.type === 'withdrawal' && priced.receivedAmount === 0n) throw new PaymentRefused(410);
      const now = deps.clock();
      const reference = newReference(now);
      const code = input.type === 'withdrawal' ? (input.withdrawalCode ?? null) : null;
      const level = levelOfUser(actor.user);
      return {
        limits: config,
        level: { level, max: levelMaxima(config)[level], rates: levelRates(documents.rates) },
        transaction: {
          reference,
          senderId: actor.user.id,
          type: input.type,
          country: input.country,
          operator: input.operator,
          payerPhone: payer.e164,
          beneficiaryPhone: beneficiary?.e164 ?? null,
          beneficiaryCountry:
            beneficiary === undefined ? null : (input.beneficiaryCountry ?? beneficiary.country ?? null),
          beneficiaryOperator: beneficiary === undefined ? null : (input.beneficiaryOperator ?? null),
          accountId1xBet,
          amount,
          fees: priced.fees,
          currency,
          // Fixed now: the customer accepted these figures, whatever the rates document says later.
          receivedAmount: priced.receivedAmount ?? null,
          receivedCurrency: priced.receivedCurrency ?? null,
          rate: priced.rate ?? null,
          // Sealed until the partner answers, then erased (confirm-withdrawal.ts); its end stays for people to read.
          withdrawalCode:
            code === null ? null : sealSecret(deps.config.totpEncryptionKey, `withdrawal:${reference}`, code),
          withdrawalCodeHint: code === null ? null : code.slice(-4).toUpperCase(),
          statusCode: 201,
          // The processor of the payer's rail (operatorLimits refused a rail none serves).
          processor: (deps.processors.forOperator(input.operator) ?? deps.processors.mobileMoney).name,
          createdAt: now,
          updatedAt: now,
        },
      };
    },
    write: (plan) => {
      const { transaction } = plan;
      limits = plan.limits;
      level = plan.level;
      const { reference, createdAt: now } = transaction;
      return {
        result: { reference, statusCode: 201, message: null, finished: false },
        values: {
          ...transaction,
          userId: transaction.senderId,
          payerLock: `payer:${transaction.payerPhone}`,
          failedSince: new Date(now.getTime() - DAY_MS),
          maxFailed: limits.maxFailedPaymentsPerDay,
          receivedSince: new Date(now.getTime() - 30 * DAY_MS),
          beneficiaryMax: limits.beneficiaryMonthlyMax,
          maxWaiting: limits.maxWaitingPayments,
          expiryMs: deps.config.paymentExpiryMs,
          maxPerHour: limits.maxPaymentsPerHour,
          maxPayers: limits.maxPayerNumbersPerDay,
          monthStart: limitMonth(now).start,
          levelRates: JSON.stringify(plan.level.rates),
          levelMax: plan.level.max,
          job: { reference },
        },
      };
    },
    statement: createStatement,
    refusalOf: (row) => {
      if (row.refusal === LEVEL_REFUSAL && level !== undefined && limits !== undefined) {
        const figures = levelFigures(level.level, level.max, Number(row.levelUsed ?? 0), deps.clock());
        return new LevelLimitReached(figures, level.level === 1 ? levelMaxima(limits)[2] : null);
      }
      return row.limitName === null || row.limitName === undefined || limits === undefined
        ? new PaymentRefused(row.refusal ?? 0)
        : limitReached(row, limits, deps.clock());
    },
  });
}
