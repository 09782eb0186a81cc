import { operatorsConfigSchema, ratesSchema } from '@1xpay/contract';
import {
  type IdentityLevel,
  identityLevel,
  LEVEL_LIMIT_CURRENCY,
  limitMonth,
  type UserAuthenticationStatus,
} from '@1xpay/domain';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import type { LevelLimitFigures } from '../errors.ts';

/** The two CFA francs: one parity to the euro by law (655.957), so the level limits count them alike. */
const CFA_FRANCS = ['XOF', 'XAF'] as const;

/**
 * The rates a payment's amount is counted in F CFA with (decision 058): units of each currency for 1 XOF, from the
 * catalogue's rates document (the first country naming a currency gives its rate), XOF and XAF always 1. A currency
 * the catalogue has no rate for counts at par (the SQL side, migration 0028, does the same).
 */
export function levelRates(rates: unknown): Record<string, string> {
  const parsed = ratesSchema.safeParse(rates);
  const found: Record<string, string> = {};
  for (const entry of parsed.success ? parsed.data.countries : []) found[entry.currency] ??= entry.rate;
  for (const currency of CFA_FRANCS) found[currency] = '1';
  return found;
}

/** The level of a user's account, the status it returns to counted for a suspended or locked one. */
export function levelOfUser(
  user: Pick<UserRow, 'authenticationStatus' | 'statusBeforeSuspension' | 'statusBeforeLock'>,
): IdentityLevel {
  const status = user.authenticationStatus as UserAuthenticationStatus;
  const returnsTo = status === 'blocked' ? user.statusBeforeLock : user.statusBeforeSuspension;
  return identityLevel(status, returnsTo);
}

/** The monthly maximum of each level, from the operators document (its defaults filled in). */
export function levelMaxima(operators: unknown): Record<IdentityLevel, number> {
  const config = operatorsConfigSchema.parse(operators);
  return { 1: config.level1MonthlyMax, 2: config.level2MonthlyMax };
}

/** The figures of a limit: what is used, what is left (never below zero), when the month starts again. */
export function levelFigures(
  level: IdentityLevel,
  monthlyMax: number,
  used: number,
  now: Date,
): LevelLimitFigures {
  return {
    level,
    monthlyMax,
    used,
    left: Math.max(0, monthlyMax - used),
    currency: LEVEL_LIMIT_CURRENCY,
    resetsAt: limitMonth(now).end.getTime(),
  };
}

/** What the user paid this month, in F CFA, as the statement that creates a payment counts it (migration 0028). */
export async function monthUsed(db: Executor, userId: string, rates: Record<string, string>, now: Date) {
  const result = (await db.execute(
    sql`select account_month_used(${userId}::uuid, ${limitMonth(now).start.toISOString()}::timestamptz, ${JSON.stringify(rates)}::jsonb)::bigint as used`,
  )) as unknown as { rows: { used: string | number | bigint }[] };
  return Number(result.rows[0]?.used ?? 0);
}

/** A user's level limit now: from the operators and rates documents and what they paid this month. */
export async function levelLimitOf(
  db: Executor,
  user: UserRow,
  documents: { operators: unknown; rates: unknown },
  now: Date,
): Promise<LevelLimitFigures> {
  const level = levelOfUser(user);
  const used = await monthUsed(db, user.id, levelRates(documents.rates), now);
  return levelFigures(level, levelMaxima(documents.operators)[level], used, now);
}
