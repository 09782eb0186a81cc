import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { jobs, transactions } from '../../db/schema.ts';
import type { Job } from '../../jobs/queue.ts';

type TransactionRow = typeof transactions.$inferSelect;

/**
 * Where a payment stands and by when it should have moved on (decision 018). Before the money is collected
 * (201–204) the deadline is PAYMENT_EXPIRY_MINUTES after the payment was created: by then it is paid, refused or
 * expired (451), whatever happened to its jobs. Once collected, it is delivered or refunded (decision 042), but
 * delivery and a block wait for people: a payment that waits at a stage longer than that stage's limit is shown to
 * a person (the stuck list).
 */
export const BEFORE_COLLECTION: readonly number[] = [201, 202, 203, 204];
export const VERIFICATION: readonly number[] = [230, 232];

/** How long a collected payment may wait at a stage: verification is automatic; delivery and a block need people. */
export const STAGE_LIMIT_MS = {
  verification: 10 * 60_000,
  delivery: 24 * 3_600_000,
  blocked: 24 * 3_600_000,
} as const;

export type Stage = 'collection' | 'verification' | 'delivery' | 'blocked';

/** When a payment not yet paid must have reached a final status. */
export function collectionDeadline(
  config: Pick<Config, 'paymentExpiryMs'>,
  row: Pick<TransactionRow, 'createdAt'>,
) {
  return new Date(row.createdAt.getTime() + config.paymentExpiryMs);
}

/** A payment's stage, since when it waits there and by when it should have left it; undefined once settled. */
export function stageOf(
  config: Pick<Config, 'paymentExpiryMs'>,
  row: Pick<TransactionRow, 'statusCode' | 'createdAt' | 'updatedAt'>,
): { stage: Stage; since: Date; deadline: Date } | undefined {
  const after = (since: Date, ms: number) => new Date(since.getTime() + ms);
  if (BEFORE_COLLECTION.includes(row.statusCode)) {
    return { stage: 'collection', since: row.createdAt, deadline: collectionDeadline(config, row) };
  }
  if (VERIFICATION.includes(row.statusCode)) {
    const since = row.updatedAt;
    return { stage: 'verification', since, deadline: after(since, STAGE_LIMIT_MS.verification) };
  }
  if (row.statusCode === 231) {
    return {
      stage: 'delivery',
      since: row.updatedAt,
      deadline: after(row.updatedAt, STAGE_LIMIT_MS.delivery),
    };
  }
  if (row.statusCode === 235) {
    return { stage: 'blocked', since: row.updatedAt, deadline: after(row.updatedAt, STAGE_LIMIT_MS.blocked) };
  }
  return undefined;
}

const LIVE = ['queued', 'running'];

/** SQL: no queued or running job concerns the transaction (of this kind, when given). */
export function noLiveJob(reference: SQL | typeof transactions.reference, kind?: string): SQL {
  const ofKind = kind === undefined ? sql`` : sql` and ${jobs.kind} = ${kind}`;
  return sql`not exists (select 1 from ${jobs} where ${jobs.payload}->>'reference' = ${reference} and ${jobs.status} in ('queued', 'running')${ofKind})`;
}

/** The kinds of the queued or running jobs that concern these transactions, by reference. */
export async function liveJobsOf(
  db: Executor,
  references: readonly string[],
): Promise<Map<string, string[]>> {
  const live = new Map<string, string[]>();
  if (references.length === 0) return live;
  const reference = sql<string>`${jobs.payload}->>'reference'`;
  const rows = await db
    .select({ reference, kind: jobs.kind })
    .from(jobs)
    .where(and(inArray(jobs.status, LIVE), inArray(reference, [...references])));
  for (const row of rows) live.set(row.reference, [...(live.get(row.reference) ?? []), row.kind]);
  return live;
}

/**
 * The retry rule of the jobs that take a payment to its processor: tried again (at most a minute apart) until the
 * payment's deadline rather than a fixed number of times, so a processor outage shorter than that strands nothing.
 */
export function untilCollectionDeadline(db: Db, config: Pick<Config, 'paymentExpiryMs'>) {
  return async (job: Job): Promise<Date | undefined> => {
    const reference = (job.payload as { reference?: unknown } | null)?.reference;
    if (typeof reference !== 'string') return undefined;
    const [row] = await db
      .select({ createdAt: transactions.createdAt })
      .from(transactions)
      .where(eq(transactions.reference, reference));
    return row === undefined ? undefined : collectionDeadline(config, row);
  };
}

/** The retry rule of the jobs that must never give up (the sweeper, ending a payment past its deadline). */
export const untilDone = async (): Promise<Date> => new Date(8.64e15);
