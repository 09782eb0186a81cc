import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
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
 * Runs `work` once per (user, key), as Stripe does: the key is first claimed "in flight" (its own commit, so a
 * concurrent duplicate sees it and gets 409); the work and the stored answer then commit together. The same key
 * with the same request replays the answer (business refusals included); with another request it is refused
 * (422). An unexpected failure releases the key so the client can retry; a process that died leaves the key in
 * flight, and a retry takes it over after STALE_IN_FLIGHT_MS.
 */
export async function idempotent<T>(
  deps: Deps,
  scope: { userId: string; key: string; fingerprint: string },
  work: (tx: Executor) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const now = deps.clock();
  const where = and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));
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
  if (claimed === undefined) {
    const [row] = await deps.db.select().from(idempotencyKeys).where(where).limit(1);
    // Released by a failed attempt between our insert and this read: claim it again.
    if (row === undefined) return idempotent<T>(deps, scope, work);
    if (row.fingerprint !== scope.fingerprint)
      throw new AppError('idempotency_key_reused', 'idempotencyMismatch');
    if (row.state === 'done') return { result: replay<T>(row.outcome as StoredOutcome), replayed: true };
    const stale = new Date(now.getTime() - STALE_IN_FLIGHT_MS);
    const [takenOver] = await deps.db
      .update(idempotencyKeys)
      .set({ lockedAt: now })
      .where(and(where, eq(idempotencyKeys.state, 'in_flight'), lt(idempotencyKeys.lockedAt, stale)))
      .returning({ key: idempotencyKeys.key });
    if (takenOver === undefined) throw new AppError('conflict', 'idempotencyInFlight');
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await work(tx);
      const stored: StoredOutcome = { kind: 'answer', body: result };
      await tx.update(idempotencyKeys).set({ state: 'done', outcome: stored }).where(where);
      return { result, replayed: false };
    });
  } catch (error) {
    const stored = toStored(error);
    if (stored === undefined) {
      await deps.db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.state, 'in_flight')));
    } else {
      await deps.db.update(idempotencyKeys).set({ state: 'done', outcome: stored }).where(where);
    }
    throw error;
  }
}
