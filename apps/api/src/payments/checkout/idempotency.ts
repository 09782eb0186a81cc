import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../common/context.ts';
import type { Executor } from '../../db/client.ts';
import { statementOnce } from '../../db/prepared.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { isLockTimeout } from '../../db/unavailable.ts';
import { AppError, LevelLimitReached, PaymentLimitReached, PaymentRefused } from '../../errors.ts';

/**
 * A key left "in flight" by an earlier version of this server (which committed its claim before the work) whose
 * request is older than this is taken to have died with its process: a retry may take the key over.
 */
export const STALE_IN_FLIGHT_MS = 60_000;

/**
 * How long a request waits for a lock another request holds (the same key being stored, the same payer's
 * payment being created) before answering 409: a request held up by a broken connection keeps its locks until
 * the database notices, and the requests behind it must not pile up on the pool meanwhile.
 */
export const LOCK_WAIT_MS = 5_000;

/**
 * What a request ended with, in the use case's terms: its result, a §8 refusal or a typed error. No HTTP status:
 * the route that replays it maps it, as it maps a first answer.
 */
type StoredOutcome =
  | { kind: 'answer'; body: unknown }
  | { kind: 'refusal'; statusCode: number; unsupported?: 'operator' | 'country' }
  | { kind: 'error'; code: AppError['code']; messageKey: AppError['messageKey'] };

/** JSON with object keys sorted, so the same body always gives the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function fingerprintOf(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${canonical(body)}`)
    .digest('hex');
}

function replay<T>(stored: StoredOutcome): T {
  if (stored.kind === 'refusal') throw new PaymentRefused(stored.statusCode, stored.unsupported);
  if (stored.kind === 'error') throw new AppError(stored.code, stored.messageKey);
  return stored.body as T;
}

/**
 * A business failure to store and replay; undefined for an unexpected one, or a limit reached (nothing is stored: a
 * retry runs again).
 */
function toStored(error: unknown): StoredOutcome | undefined {
  if (error instanceof PaymentLimitReached || error instanceof LevelLimitReached) return undefined;
  if (error instanceof PaymentRefused) {
    return {
      kind: 'refusal',
      statusCode: error.statusCode,
      ...(error.unsupported ? { unsupported: error.unsupported } : {}),
    };
  }
  if (error instanceof AppError) return { kind: 'error', code: error.code, messageKey: error.messageKey };
  return undefined;
}

type Scope = { userId: string; key: string; fingerprint: string };
type KeyRow = { fingerprint: string; state: string; outcome: unknown; lockedAt: Date };

/**
 * Subqueries a work reads in the key's own statement (one round trip for both), with `sql.placeholder(name)` for
 * what changes from one request to the next: the statement is built once per `Alongside` object (keep it in a
 * constant), and `values` bind its placeholders.
 */
export type Alongside = Readonly<Record<string, SQL>>;

const readStatements = new WeakMap<Alongside, ReturnType<typeof readStatement>>();
const NOTHING_ALONGSIDE: Alongside = {};

/**
 * The key's statement: the key as stored, if it is, and the `alongside` subqueries. It runs on its own (its
 * transaction ends with it): a lock one of its subqueries takes is not held for the work, whose own statement takes
 * what it needs (see GuardedWrite). Its lock wait is bounded all the same (LOCK_WAIT_MS, set before the `alongside`
 * expressions run: PostgreSQL computes a select's columns in order).
 */
function readStatement(alongside: Alongside) {
  const names = Object.keys(alongside);
  return {
    names,
    run: statementOnce<Record<string, unknown>>(() => {
      const extra = names.map(
        (name, index) => sql`, ${alongside[name]} as ${sql.identifier(`read_${index}`)}`,
      );
      return sql`
        select set_config('lock_timeout', ${`${LOCK_WAIT_MS}ms`}, true),
               k.fingerprint, k.state, k.outcome, k.locked_at as "lockedAt"${sql.join(extra)}
        from (values (1)) as one
        left join ${idempotencyKeys} k
          on k.user_id = ${sql.placeholder('keyUser')}::uuid and k.key = ${sql.placeholder('keyKey')}::text`;
    }),
  };
}

async function readKey(
  db: Executor,
  scope: Scope,
  alongside: Alongside = NOTHING_ALONGSIDE,
  values: Readonly<Record<string, unknown>> = {},
): Promise<{ key: KeyRow | undefined; read: Record<string, unknown> }> {
  let statement = readStatements.get(alongside);
  if (statement === undefined) {
    statement = readStatement(alongside);
    readStatements.set(alongside, statement);
  }
  const { names, run } = statement;
  const [row] = (await run(db, { ...values, keyUser: scope.userId, keyKey: scope.key })).rows;
  const read = Object.fromEntries(names.map((name, index) => [name, row?.[`read_${index}`]]));
  if (row === undefined || row.fingerprint === null) return { key: undefined, read };
  const key = row as KeyRow;
  return { key: { ...key, lockedAt: new Date(key.lockedAt) }, read };
}

/**
 * What a stored key means for a request with it: its outcome to replay; undefined when the request may run (no
 * key, or an earlier version's claim left in flight past STALE_IN_FLIGHT_MS). Another request under the key
 * (422), or an earlier version's claim still in flight (409), throws.
 */
function verdictOf(row: KeyRow | undefined, scope: Scope, now: Date): StoredOutcome | undefined {
  if (row === undefined) return undefined;
  if (row.fingerprint !== scope.fingerprint)
    throw new AppError('idempotency_key_reused', 'idempotencyMismatch');
  if (row.state === 'done') return row.outcome as StoredOutcome;
  if (row.lockedAt.getTime() >= now.getTime() - STALE_IN_FLIGHT_MS)
    throw new AppError('conflict', 'idempotencyInFlight');
  return undefined;
}

/**
 * The key's outcome inserted from the rows of `from` (one row: stored; none: nothing), over an earlier version's
 * claim whose request died, never over an outcome; answers the key when it was stored. Its placeholders:
 * keyUser, keyKey, keyFingerprint, keyOutcome, keyNow, keyStaleBefore (keyValues).
 */
function storeFrom(from: SQL): SQL {
  return sql`insert into ${idempotencyKeys} (user_id, key, fingerprint, state, outcome, created_at, locked_at)
    select ${sql.placeholder('keyUser')}::uuid, ${sql.placeholder('keyKey')}::text,
           ${sql.placeholder('keyFingerprint')}::text, 'done', ${sql.placeholder('keyOutcome')}::jsonb,
           ${sql.placeholder('keyNow')}::timestamptz, ${sql.placeholder('keyNow')}::timestamptz
    from ${from}
    on conflict (user_id, key) do update
      set fingerprint = excluded.fingerprint, state = 'done', outcome = excluded.outcome,
          created_at = excluded.created_at, locked_at = excluded.locked_at
      where ${idempotencyKeys.state} = 'in_flight' and ${idempotencyKeys.lockedAt} < ${sql.placeholder('keyStaleBefore')}::timestamptz
    returning key`;
}

function keyValues(scope: Scope, outcome: StoredOutcome, now: Date) {
  return {
    keyUser: scope.userId,
    keyKey: scope.key,
    keyFingerprint: scope.fingerprint,
    keyOutcome: outcome,
    keyNow: now,
    keyStaleBefore: new Date(now.getTime() - STALE_IN_FLIGHT_MS),
  };
}

const storeOutcome = statementOnce<{ n: number }>(
  () => sql`with stored as (${storeFrom(sql`(values (1)) as one`)}) select count(*)::int as n from stored`,
);

/** The request's outcome stored under its key: false, and nothing to commit, when another request stored one first. */
async function storeKey(db: Executor, scope: Scope, outcome: StoredOutcome, now: Date): Promise<boolean> {
  const [row] = (await storeOutcome(db, keyValues(scope, outcome, now))).rows;
  return Number(row?.n ?? 0) > 0;
}

/**
 * A work's writes and the key's answer in one statement, built once: `guard` is a select of one row whose
 * `refusal` column is null when the work may be done, else the §8 code that refuses it (a lock the checks need is
 * taken by the guard, which must then read with a snapshot taken after it: see migration 0021; any other column it
 * selects is given back with it, for `refusalOf`); each of `inserts` is an insert that selects its rows
 * `from stored` (the key's store, which has a row only when the key was stored), so nothing is written when the
 * guard refuses or another request stored its outcome first.
 */
export type GuardedWrite = ReturnType<typeof guardedWrite>;

/** What a guarded write answers: its guard's columns (`refusal` and any others it selects) and whether it stored. */
export type GuardRow = { refusal: number | null; stored: number } & Record<string, unknown>;

export function guardedWrite(build: () => { guard: SQL; inserts: readonly SQL[] }) {
  return statementOnce<GuardRow>(() => {
    const { guard, inserts } = build();
    const parts = [
      sql`guard as (${guard})`,
      sql`stored as (${storeFrom(sql`guard where guard.refusal is null`)})`,
      ...inserts.map((insert, index) => sql`${sql.identifier(`write_${index}`)} as (${insert})`),
    ];
    return sql`with ${sql.join(parts, sql`, `)}
      select guard.*, (select count(*)::int from stored) as stored from guard`;
  });
}

/** Another request stored an outcome under the key while this one ran: nothing of this one's work was written. */
class KeyTaken extends Error {}

/**
 * A request's work, in three steps. `alongside` (with `alongsideValues`) names subqueries read in the key's own
 * statement, given to `check`; `check` decides from them and from the request, and may refuse (a §8 refusal or a
 * typed error, then stored under the key and replayed to a retry); `write` gives the work's result and the values
 * of `statement`, which makes the changes in the statement that stores the key, after its own guard (the checks
 * that read what is already there). Whatever `statement` throws, none of it is written, and nothing is stored.
 */
export type IdempotentWork<P, T> = {
  alongside?: Alongside;
  alongsideValues?: Readonly<Record<string, unknown>>;
  check: (read: Readonly<Record<string, unknown>>) => P;
  write: (plan: P) => { result: T; values: Readonly<Record<string, unknown>> };
  statement: GuardedWrite;
  /** The error a guard's refusal stands for (by default the §8 refusal of its code). */
  refusalOf?: (row: GuardRow) => Error;
};

/**
 * Runs `work` once per (user, key), written in one statement with the outcome it stores under the key (decision
 * 036): the key is read first (a stored outcome is replayed: the same request's answer or refusal; a key used for
 * another request is refused, 422), the work is checked, and its writes and its outcome are inserted by one
 * statement, one commit. A concurrent request with the same key either sees the outcome once committed or, running
 * beside it, fails to insert its own (the unique key waits for the first to commit): its statement then writes
 * nothing, and it replays the first one's outcome. Whatever fails (the process, the database, a bug) leaves the
 * work and the key unwritten: the client's retry runs again; a commit whose answer was lost is replayed.
 */
export async function idempotent<P, T>(
  deps: Deps,
  scope: Scope,
  work: IdempotentWork<P, T>,
): Promise<{ result: T; replayed: boolean }> {
  const now = deps.clock();
  const refuse = async (db: Executor, error: unknown) => {
    if (error instanceof PaymentLimitReached || error instanceof LevelLimitReached) {
      // Not the key's outcome: nothing is stored. Unless the same request, run beside this one, stored its outcome
      // meanwhile (its payment took the last slot): that one is the answer, as a replay is never refused by a limit.
      const stored = verdictOf((await readKey(db, scope)).key, scope, now);
      if (stored !== undefined) return { result: replay<T>(stored), replayed: true };
      throw error;
    }
    const refusal = toStored(error);
    if (refusal === undefined) throw error;
    // Nothing was written: the refusal alone is stored, under the key.
    if (!(await storeKey(db, scope, refusal, now))) throw new KeyTaken();
    return { refused: error };
  };
  // No BEGIN and no COMMIT: the key is read by one statement, and the work is written with the key's answer by
  // another, which commits both or neither (a refusal is stored by a statement of its own).
  const run = async (db: Executor): Promise<{ result: T; replayed: boolean } | { refused: unknown }> => {
    const { key, read } = await readKey(db, scope, work.alongside, work.alongsideValues);
    const stored = verdictOf(key, scope, now);
    if (stored !== undefined) return { result: replay<T>(stored), replayed: true };
    let plan: P;
    try {
      plan = work.check(read);
    } catch (error) {
      return refuse(db, error);
    }
    const { result, values } = work.write(plan);
    const [row] = (
      await work.statement(db, { ...values, ...keyValues(scope, { kind: 'answer', body: result }, now) })
    ).rows;
    if (row !== undefined && row.refusal !== null && row.refusal !== undefined)
      return refuse(db, work.refusalOf?.(row) ?? new PaymentRefused(row.refusal));
    // Another request stored its outcome under the key first: nothing of this one's work was written.
    if (Number(row?.stored ?? 0) === 0) throw new KeyTaken();
    return { result, replayed: false };
  };
  let ended: { result: T; replayed: boolean } | { refused: unknown };
  try {
    ended = await run(deps.db);
  } catch (error) {
    if (isLockTimeout(error)) throw new AppError('conflict', 'idempotencyInFlight');
    if (!(error instanceof KeyTaken)) throw error;
    // The other request's outcome, now committed.
    const stored = verdictOf((await readKey(deps.db, scope)).key, scope, now);
    if (stored === undefined) throw new AppError('conflict', 'idempotencyInFlight');
    return { result: replay<T>(stored), replayed: true };
  }
  if ('refused' in ended) throw ended.refused;
  return ended;
}
