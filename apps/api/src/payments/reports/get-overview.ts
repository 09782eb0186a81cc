import { OVERVIEW_DEFAULT_DAYS, OVERVIEW_MAX_DAYS, type OverviewQuery } from '@1xpay/contract';
import { methodOf, type PaymentMethod } from '@1xpay/domain';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../../common/context.ts';
import { assertRole } from '../../common/roles.ts';
import { ledgerEntries, ledgerPostings, operations, transactions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isStuck } from '../collection/list-stuck-transactions.ts';

const DAY_MS = 86_400_000;

type Counts = {
  count: number;
  finished: number;
  succeeded: number;
  volumes: Map<string, { amount: bigint; succeededAmount: bigint }>;
};

const noCounts = (): Counts => ({ count: 0, finished: 0, succeeded: 0, volumes: new Map() });

/** Minor units as a JSON number: exact up to 2^53 − 1, and refused beyond rather than rounded. */
function exact(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`amount beyond exact numbers: ${amount}`);
  return Number(amount);
}

function add(
  into: Counts,
  row: {
    currency: string;
    count: number;
    finished: number;
    succeeded: number;
    amount: string;
    succeededAmount: string;
  },
) {
  into.count += row.count;
  into.finished += row.finished;
  into.succeeded += row.succeeded;
  const volume = into.volumes.get(row.currency) ?? { amount: 0n, succeededAmount: 0n };
  volume.amount += BigInt(row.amount);
  volume.succeededAmount += BigInt(row.succeededAmount);
  into.volumes.set(row.currency, volume);
}

function wire(counts: Counts) {
  return {
    count: counts.count,
    finished: counts.finished,
    succeeded: counts.succeeded,
    successRate:
      counts.finished === 0 ? null : Math.round((counts.succeeded / counts.finished) * 10_000) / 10_000,
    volumes: [...counts.volumes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, volume]) => ({
        currency,
        amount: exact(volume.amount),
        succeededAmount: exact(volume.succeededAmount),
      })),
  };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Money in and out per currency, added up as bigints. */
type Flows = Map<string, { moneyIn: bigint; moneyOut: bigint }>;

function addFlow(into: Flows, currency: string, moneyIn: bigint, moneyOut: bigint) {
  const flow = into.get(currency) ?? { moneyIn: 0n, moneyOut: 0n };
  flow.moneyIn += moneyIn;
  flow.moneyOut += moneyOut;
  into.set(currency, flow);
}

const flowsWire = (flows: Flows | undefined) =>
  [...(flows ?? new Map())]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, flow]) => ({
      currency,
      moneyIn: exact(flow.moneyIn),
      moneyOut: exact(flow.moneyOut),
    }));

/**
 * Money in and out of the processors per UTC day and currency, read from the ledger (packages/domain ledger.ts)
 * and dated by its entries: in, the debits of a `processor_clearing:*` account in collection entries (what
 * customers paid, fees included, that reached the processor); out, the credits of those accounts (a transfer
 * delivered, a withdrawal paid out to the customer's number: amount − fees, a refund sent: amount + fees). A
 * withdrawal's money taken from the betting partner at delivery is no customer's payment: not counted in. Deposits
 * credited to a betting account and refunds recorded as paid outside move no processor money: neither. One pass
 * over the range's entries (by `ledger_entries(at)`, migration 0032), grouped by the database.
 */
async function moneyFlows(deps: Deps, from: Date, end: Date, country: string | undefined) {
  const day = sql`(${ledgerEntries.at} at time zone 'UTC')::date`;
  const { amount } = ledgerPostings;
  const rows = await deps.db
    .select({
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      currency: ledgerPostings.currency,
      moneyIn: sql<string>`coalesce(sum(${amount}) filter (where ${ledgerEntries.kind} = 'collection' and ${amount} > 0), 0)::text`,
      moneyOut: sql<string>`coalesce(-sum(${amount}) filter (where ${ledgerEntries.kind} in ('delivery', 'refund') and ${amount} < 0), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .where(
      and(
        gte(ledgerEntries.at, from),
        lt(ledgerEntries.at, end),
        sql`${ledgerPostings.account} like 'processor\\_clearing:%'`,
        country === undefined
          ? undefined
          : sql`exists (select 1 from ${transactions} where ${transactions.reference} = ${ledgerEntries.reference} and ${transactions.country} = ${country})`,
      ),
    )
    .groupBy(day, ledgerPostings.currency);
  const totals: Flows = new Map();
  const days = new Map<string, Flows>();
  for (const row of rows) {
    const moneyIn = BigInt(row.moneyIn);
    const moneyOut = BigInt(row.moneyOut);
    if (moneyIn === 0n && moneyOut === 0n) continue;
    addFlow(totals, row.currency, moneyIn, moneyOut);
    const flows = days.get(row.day) ?? new Map();
    addFlow(flows, row.currency, moneyIn, moneyOut);
    days.set(row.day, flows);
  }
  return { totals, days };
}

/** The days counted: `to` (default today, UTC) back to `from` (default 29 days before `to`), 1 to 366 days. */
function rangeOf(now: Date, query: OverviewQuery) {
  const to = new Date(`${query.to ?? dayOf(now)}T00:00:00Z`);
  const from =
    query.from === undefined
      ? new Date(to.getTime() - (OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS)
      : new Date(`${query.from}T00:00:00Z`);
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days < 1 || days > OVERVIEW_MAX_DAYS)
    throw new AppError('validation_failed', 'overviewRangeInvalid', { params: { days: OVERVIEW_MAX_DAYS } });
  return { from, to, days, end: new Date(to.getTime() + DAY_MS) };
}

/**
 * The master admin's overview (decision 030): over the days asked (UTC), the payments created each day, by country
 * and by operator (count, finished, succeeded, amounts per currency), counted by the database in one pass over the
 * range (GROUP BY GROUPING SETS); and now, whatever the range: the blocked payments waiting for the master's
 * decision (235), the stuck ones (the stuck list's rule) and the pending operations of each agent. A country, when
 * given, narrows all of it to that country's payments. Master admin only: agents work from their operations.
 */
export async function getOverview(deps: Deps, actor: Actor, query: OverviewQuery) {
  assertRole(actor, 'master');
  const { from, to, days, end } = rangeOf(deps.clock(), query);
  const country = query.country;
  const inCountry: SQL | undefined = country === undefined ? undefined : eq(transactions.country, country);

  const day = sql`(${transactions.createdAt} at time zone 'UTC')::date`;
  const { currency } = transactions;
  const succeeded = sql`${transactions.statusCode} = 200 and ${transactions.finished}`;
  const grouped = await deps.db
    .select({
      // 0 for the set the row belongs to: day, country or operator.
      byDay: sql<number>`grouping(${day})`.mapWith(Number),
      byCountry: sql<number>`grouping(${transactions.country})`.mapWith(Number),
      day: sql<string | null>`to_char(${day}, 'YYYY-MM-DD')`,
      country: transactions.country,
      operator: transactions.operator,
      currency,
      count: sql<number>`count(*)`.mapWith(Number),
      finished: sql<number>`count(*) filter (where ${transactions.finished})`.mapWith(Number),
      succeeded: sql<number>`count(*) filter (where ${succeeded})`.mapWith(Number),
      amount: sql<string>`sum(${transactions.amount})::text`,
      succeededAmount: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${succeeded}), 0)::text`,
    })
    .from(transactions)
    .where(and(gte(transactions.createdAt, from), lt(transactions.createdAt, end), inCountry))
    .groupBy(
      sql`grouping sets ((${day}, ${currency}), (${transactions.country}, ${currency}), (${transactions.operator}, ${currency}))`,
    );

  const totals = noCounts();
  const perDay = new Map<string, Counts>();
  for (let i = 0; i < days; i += 1) perDay.set(dayOf(new Date(from.getTime() + i * DAY_MS)), noCounts());
  const perCountry = new Map<string, Counts>();
  const perOperator = new Map<string, Counts>();
  // A method is its operator's rail: the per-operator rows added up by method too, no further query.
  const perMethod = new Map<string, Counts>();
  const into = (map: Map<string, Counts>, key: string) => {
    const counts = map.get(key) ?? noCounts();
    map.set(key, counts);
    return counts;
  };
  for (const row of grouped) {
    if (row.byDay === 0 && row.day !== null) {
      add(into(perDay, row.day), row);
      add(totals, row);
    } else if (row.byCountry === 0) add(into(perCountry, row.country), row);
    else {
      add(into(perOperator, row.operator), row);
      add(into(perMethod, methodOf(row.operator)), row);
    }
  }
  const ranked = <K extends string>(map: Map<string, Counts>, key: K) =>
    [...map]
      .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
      .map(
        ([name, counts]) =>
          ({ [key]: name, ...wire(counts) }) as { [P in K]: string } & ReturnType<typeof wire>,
      );

  const money = await moneyFlows(deps, from, end, country);

  const blockedRows = await deps.db
    .select({
      currency,
      count: sql<number>`count(*)`.mapWith(Number),
      amount: sql<string>`sum(${transactions.amount})::text`,
      oldest: sql<string>`(extract(epoch from min(${transactions.updatedAt})) * 1000)::bigint::text`,
    })
    .from(transactions)
    .where(and(eq(transactions.statusCode, 235), inCountry))
    .groupBy(currency)
    .orderBy(asc(currency));

  const [stuck] = await deps.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(transactions)
    .where(and(isStuck(deps), inCountry));

  const waiting = await deps.db
    .select({
      adminId: operations.adminId,
      firstName: users.firstName,
      lastName: users.lastName,
      isMaster: users.isMaster,
      count: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string>`(extract(epoch from min(${operations.createdAt})) * 1000)::bigint::text`,
    })
    .from(operations)
    .innerJoin(users, eq(users.id, operations.adminId))
    .innerJoin(transactions, eq(transactions.reference, operations.transactionReference))
    .where(and(eq(operations.operationStatus, 'pending'), inCountry))
    .groupBy(operations.adminId, users.firstName, users.lastName, users.isMaster)
    .orderBy(sql`min(${operations.createdAt})`, operations.adminId);

  const oldestBlocked = blockedRows.reduce<number | null>(
    (oldest, row) => (oldest === null ? Number(row.oldest) : Math.min(oldest, Number(row.oldest))),
    null,
  );
  return {
    from: dayOf(from),
    to: dayOf(to),
    country: country ?? null,
    totals: wire(totals),
    days: [...perDay].map(([name, counts]) => ({ day: name, ...wire(counts) })),
    money: {
      totals: flowsWire(money.totals),
      days: [...perDay.keys()].map((name) => ({ day: name, flows: flowsWire(money.days.get(name)) })),
    },
    byCountry: ranked(perCountry, 'country'),
    byOperator: ranked(perOperator, 'operator'),
    byMethod: ranked(perMethod, 'method') as (ReturnType<typeof wire> & { method: PaymentMethod })[],
    blocked: {
      count: blockedRows.reduce((sum, row) => sum + row.count, 0),
      volumes: blockedRows.map((row) => ({ currency: row.currency, amount: exact(BigInt(row.amount)) })),
      oldestSince: oldestBlocked,
    },
    stuck: { count: stuck?.count ?? 0 },
    waitingPerAgent: waiting.map((row) => ({
      adminId: row.adminId,
      firstName: row.firstName,
      lastName: row.lastName,
      isMaster: row.isMaster,
      count: row.count,
      oldestSince: Number(row.oldest),
    })),
  };
}
