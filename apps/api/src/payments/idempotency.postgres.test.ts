import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys, jobs } from '../db/schema.ts';
import { PaymentRefused } from '../errors.ts';
import { enqueue, enqueueStatement } from '../jobs/queue.ts';
import { createUser } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fingerprintOf, idempotent, LOCK_WAIT_MS } from './idempotency.ts';

// PostgreSQL only: requests keep their transactions open side by side (PGlite's one connection would serialise
// them). The key is written with the work, in its commit (decision 036): two requests with one key may both run,
// but only one commits; the other's work is rolled back and it answers the first one's outcome.

describe('two requests with one key, running side by side', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * A work that enqueues a job (its trace): `held` in a statement of its own, then waits for `release` before its
   * commit; the others in the statement that stores the key.
   */
  function works(held: Promise<void>) {
    const running = Promise.withResolvers<void>();
    const work = (by: string) => ({
      check: async () => by,
      write: async (tx: Executor) => {
        if (by !== 'held')
          return { result: { by }, inserts: [enqueueStatement(tx, 'test.takeover', { by }, t.clock.now())] };
        await enqueue(tx, 'test.takeover', { by }, t.clock.now());
        running.resolve();
        await held;
        return { result: { by } };
      },
    });
    return { work, running: running.promise };
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
    const { work, running } = works(release.promise);

    const held = idempotent(t.deps, scope, work('held'));
    await running;
    expect(await idempotent(t.deps, scope, work('retry'))).toEqual({
      result: { by: 'retry' },
      replayed: false,
    });
    release.resolve();
    expect(await held).toEqual({ result: { by: 'retry' }, replayed: true });

    expect(await written()).toEqual([{ by: 'retry' }]);
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
        alongside: { answer: sql`(select 41 + 1)`, nothing: sql`(select null)` },
        check: async (_tx, read) => {
          seen.push(read);
          return 'ok';
        },
        write: async () => ({ result: { by: 'read' } }),
      },
    );
    expect(answer).toEqual({ result: { by: 'read' }, replayed: false });
    expect(seen).toEqual([{ answer: 42, nothing: null }]);
  });

  it('a refusal is stored with nothing else: a retry gets the same refusal, and no work is left', async () => {
    const user = await createUser(t.deps);
    const scope = { userId: user.id, key: 'refus-1', fingerprint: fingerprintOf('test', { n: 2 }) };
    const refuse = {
      check: async (): Promise<never> => {
        throw new PaymentRefused(408);
      },
      write: async () => ({ result: { by: 'never' } }),
    };
    await expect(idempotent(t.deps, scope, refuse)).rejects.toMatchObject({ statusCode: 408 });
    await expect(
      idempotent(t.deps, scope, { check: async () => 'x', write: async () => ({ result: { by: 'later' } }) }),
    ).rejects.toMatchObject({ statusCode: 408 });
    const [key] = await t.deps.db
      .select({ state: idempotencyKeys.state, outcome: idempotencyKeys.outcome })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'refus-1'));
    expect(key).toEqual({ state: 'done', outcome: { kind: 'refusal', statusCode: 408 } });
  });

  it(`waits at most LOCK_WAIT_MS (${LOCK_WAIT_MS} ms) for a lock another request holds, then answers 409`, async () => {
    const user = await createUser(t.deps);
    const lock = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(4242)`);
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
      { check: async (tx) => lock(tx), write: async () => ({ result: { by: 'waiting' } }) },
    );
    await expect(waiting).rejects.toMatchObject({ code: 'conflict', messageKey: 'idempotencyInFlight' });
    release.resolve();
    await holder;
    // Nothing was stored: a retry once the lock is free runs.
    expect(
      await idempotent(
        t.deps,
        { userId: user.id, key: 'attente-1', fingerprint: fingerprintOf('test', { n: 3 }) },
        { check: async (tx) => lock(tx), write: async () => ({ result: { by: 'retry' } }) },
      ),
    ).toEqual({ result: { by: 'retry' }, replayed: false });
  });
});
