import { createHash } from 'node:crypto';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { isDatabaseUnavailable, retryPauseMs } from '../db/unavailable.ts';
import { AppError, PaymentRefused } from '../errors.ts';

/** A request in flight longer than this is taken to have died with its process; a retry may take its key over. */
export const STALE_IN_FLIGHT_MS = 60_000;

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

/** A business failure to store and replay; undefined for an unexpected one (the key is released instead). */
function toStored(error: unknown): StoredOutcome | undefined {
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

/**
 * Takes the key for this request, or gives what it already holds: undefined when this request now holds the key
 * in flight (a new key, or one left in flight longer than STALE_IN_FLIGHT_MS by a request that died), the stored
 * outcome when it is done; a request still running with it (409) or another request under it (422) throws.
 */
async function claim(
  deps: Deps,
  scope: { userId: string; key: string; fingerprint: string },
  where: SQL | undefined,
  now: Date,
): Promise<StoredOutcome | undefined> {
  const [claimed] = await deps.db
    .insert(idempotencyKeys)
    .values({
      userId: scope.userId,
      key: scope.key,
      fingerprint: scope.fingerprint,
      createdAt: now,
      lockedAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed !== undefined) return undefined;
  const [row] = await deps.db.select().from(idempotencyKeys).where(where).limit(1);
  // Released by a failed attempt between our insert and this read: claim it again.
  if (row === undefined) return claim(deps, scope, where, now);
  if (row.fingerprint !== scope.fingerprint)
    throw new AppError('idempotency_key_reused', 'idempotencyMismatch');
  if (row.state === 'done') return row.outcome as StoredOutcome;
  const stale = new Date(now.getTime() - STALE_IN_FLIGHT_MS);
  const [takenOver] = await deps.db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(and(where, eq(idempotencyKeys.state, 'in_flight'), lt(idempotencyKeys.lockedAt, stale)))
    .returning({ key: idempotencyKeys.key });
  if (takenOver === undefined) throw new AppError('conflict', 'idempotencyInFlight');
  return undefined;
}

/**
 * Releases a key this request may still hold, once the database answers again. A request cut off by an outage
 * cannot release its key when it fails (the database is out of reach), and the client's retry would get 409 until
 * STALE_IN_FLIGHT_MS; this frees it within seconds of the database's return. It tries for as long as the key would
 * otherwise stay blocked (the takeover rule covers anything later) and gives up silently on any other failure.
 */
function releaseWhenAvailable(
  release: () => Promise<unknown>,
  failures = 1,
  until = Date.now() + STALE_IN_FLIGHT_MS,
): void {
  setTimeout(() => {
    release().catch((error: unknown) => {
      if (isDatabaseUnavailable(error) && Date.now() < until)
        releaseWhenAvailable(release, failures + 1, until);
    });
  }, retryPauseMs(failures)).unref();
}

/**
 * Runs `work` once per (user, key), as Stripe does: the key is first claimed "in flight" (its own commit, so a
 * concurrent duplicate sees it and gets 409); the work and the stored answer then commit together. The same key
 * with the same request replays the answer (business refusals included); with another request it is refused
 * (422). An unexpected failure releases the key so the client can retry; a process that died leaves the key in
 * flight, and a retry takes it over after STALE_IN_FLIGHT_MS.
 *
 * When the database fails under the request (a restart, a cut), whether a write committed may be unknown: the
 * release only removes a key still in flight with this request's claim, so a commit that did happen is replayed
 * and one that did not runs again on retry. A request stuck past STALE_IN_FLIGHT_MS and taken over by a retry
 * finds its claim gone and neither finishes nor releases the key.
 */
export async function idempotent<T>(
  deps: Deps,
  scope: { userId: string; key: string; fingerprint: string },
  work: (tx: Executor) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const now = deps.clock();
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));
  // This request's claim, told apart by its time.
  const ours = and(where, eq(idempotencyKeys.state, 'in_flight'), eq(idempotencyKeys.lockedAt, now));
  const release = () => deps.db.delete(idempotencyKeys).where(ours);
  let previous: StoredOutcome | undefined;
  try {
    previous = await claim(deps, scope, where, now);
  } catch (error) {
    // The claim (or the takeover) may have been written before the connection broke.
    if (isDatabaseUnavailable(error)) releaseWhenAvailable(release);
    throw error;
  }
  if (previous !== undefined) return { result: replay<T>(previous), replayed: true };
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await work(tx);
      const stored: StoredOutcome = { kind: 'answer', body: result };
      const [done] = await tx
        .update(idempotencyKeys)
        .set({ state: 'done', outcome: stored })
        .where(ours)
        .returning({ key: idempotencyKeys.key });
      // A retry took the key over while this request was stuck: its work stands, this one's is rolled back.
      if (done === undefined) throw new AppError('conflict', 'idempotencyInFlight');
      return { result, replayed: false };
    });
  } catch (error) {
    const stored = toStored(error);
    const settle =
      stored === undefined
        ? release()
        : deps.db.update(idempotencyKeys).set({ state: 'done', outcome: stored }).where(ours);
    await settle.catch((failure: unknown) => {
      if (!isDatabaseUnavailable(failure)) throw failure;
      releaseWhenAvailable(release);
    });
    throw error;
  }
}
