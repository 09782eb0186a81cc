import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys, jobs } from '../../db/schema.ts';
import { PaymentRefused } from '../../errors.ts';
import { createUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fingerprintOf, type GuardedWrite, guardedWrite, idempotent, LOCK_WAIT_MS } from './idempotency.ts';

// PostgreSQL only: requests keep their transactions open side by side (PGlite's one connection would serialise
// them). The key is written with the work, in its commit (decision 036): two requests with one key may both run,
// but only one commits; the other's work is rolled back and it answers the first one's outcome.

describe('two requests with one key, running side by side', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A work's statement that writes a job (its trace), with the key's answer; refused by `refusal` when given. */
  const traced = guardedWrite(() => ({
    guard: sql`select ${sql.placeholder('refusal')}::int as refusal`,
    inserts: [
      sql`insert into ${jobs} (kind, payload) select 'test.takeover', ${sql.placeholder('by')}::jsonb from stored`,
    ],
  }));
  const work = (by: string, statement: GuardedWrite = traced) => ({
    check: () => by,
    write: () => ({ result: { by }, values: { by: JSON.stringify(by), refusal: null } }),
    statement,
  });

  /** The work of a request held up after it read the key, before the statement that writes its work. */
  function heldUp(held: Promise<void>) {
    const running = Promise.withResolvers<void>();
    const statement: GuardedWrite = async (db, values) => {
      running.resolve();
      await held;
      return traced(db, values);
    };
    return { work: work('held', statement), running: running.promise };
  }

  const written = async () =>
    (await t.deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'test.takeover'))).map(
      (row) => row.payload,
    );

  it('the one held up finds the retry’s outcome stored: its own work is rolled back and it answers the retry’s', async () => {
    await t.deps.db.delete(jobs).where(eq(jobs.kind, 'test.takeover'));
    const user = await createUser(t.deps);
    const scope = { userId: user.id, key: 'retenue-1', fingerprint: fingerprintOf('test', { n: 1 }) };
    const release = Promise.withResolvers<void>();
    const { work: heldWork, running } = heldUp(release.promise);

    const held = idempotent(t.deps, scope, heldWork);
    await running;
    expect(await idempotent(t.deps, scope, work('retry'))).toEqual({
      result: { by: 'retry' },
      replayed: false,
    });
    release.resolve();
    expect(await held).toEqual({ result: { by: 'retry' }, replayed: true });

    expect(await written()).toEqual(['retry']);
    expect(await idempotent(t.deps, scope, work('third'))).toEqual({
      result: { by: 'retry' },
      replayed: true,
    });
  });

  it('gives the work what it asked to read alongside the key', async () => {
    const user = await createUser(t.deps);
    const seen: unknown[] = [];
    const answer = await idempotent(
      t.deps,
      { userId: user.id, key: 'lecture-1', fingerprint: fingerprintOf('test', { n: 4 }) },
      {
        ...work('read'),
        alongside: { answer: sql`(select 41 + ${sql.placeholder('one')}::int)`, nothing: sql`(select null)` },
        alongsideValues: { one: 1 },
        check: (read) => {
          seen.push(read);
          return 'ok';
        },
      },
    );
    expect(answer).toEqual({ result: { by: 'read' }, replayed: false });
    expect(seen).toEqual([{ answer: 42, nothing: null }]);
  });

  it('a refusal is stored with nothing else: a retry gets the same refusal, and no work is left', async () => {
    const user = await createUser(t.deps);
    const scope = { userId: user.id, key: 'refus-1', fingerprint: fingerprintOf('test', { n: 2 }) };
    const refuse = {
      ...work('never'),
      check: (): never => {
        throw new PaymentRefused(408);
      },
    };
    await expect(idempotent(t.deps, scope, refuse)).rejects.toMatchObject({ statusCode: 408 });
    await expect(idempotent(t.deps, scope, work('later'))).rejects.toMatchObject({ statusCode: 408 });
    const [key] = await t.deps.db
      .select({ state: idempotencyKeys.state, outcome: idempotencyKeys.outcome })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'refus-1'));
    expect(key).toEqual({ state: 'done', outcome: { kind: 'refusal', statusCode: 408 } });
  });

  it('a refusal by the guard of the work’s statement writes nothing of the work, and is stored like any refusal', async () => {
    await t.deps.db.delete(jobs).where(eq(jobs.kind, 'test.takeover'));
    const user = await createUser(t.deps);
    const scope = { userId: user.id, key: 'garde-1', fingerprint: fingerprintOf('test', { n: 5 }) };
    const guarded = {
      ...work('guarded'),
      write: () => ({ result: { by: 'guarded' }, values: { by: JSON.stringify('guarded'), refusal: 413 } }),
    };
    await expect(idempotent(t.deps, scope, guarded)).rejects.toMatchObject({ statusCode: 413 });
    expect(await written()).toEqual([]);
    await expect(idempotent(t.deps, scope, work('later'))).rejects.toMatchObject({ statusCode: 413 });
    expect(await written()).toEqual([]);
  });

  it(`waits at most LOCK_WAIT_MS (${LOCK_WAIT_MS} ms) for a lock another request holds, then answers 409`, async () => {
    const user = await createUser(t.deps);
    const lock = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    // The lock is taken in the key's own statement, whose lock wait is bounded too (a payment's guard takes its
    // payer's lock under the same bound: payment_refusal, migration 0021).
    const locking = (by: string) => ({ ...work(by), alongside: { lock: sql`pg_advisory_xact_lock(4242)` } });
    const release = Promise.withResolvers<void>();
    const locked = Promise.withResolvers<void>();
    const holder = t.deps.db.transaction(async (tx) => {
      await lock(tx);
      locked.resolve();
      await release.promise;
    });
    await locked.promise;
    const waiting = idempotent(
      t.deps,
      { userId: user.id, key: 'attente-1', fingerprint: fingerprintOf('test', { n: 3 }) },
      locking('waiting'),
    );
    await expect(waiting).rejects.toMatchObject({ code: 'conflict', messageKey: 'idempotencyInFlight' });
    release.resolve();
    await holder;
    // Nothing was stored: a retry once the lock is free runs.
    expect(
      await idempotent(
        t.deps,
        { userId: user.id, key: 'attente-1', fingerprint: fingerprintOf('test', { n: 3 }) },
        locking('retry'),
      ),
    ).toEqual({ result: { by: 'retry' }, replayed: false });
  });
});
