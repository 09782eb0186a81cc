import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { enqueue } from '../jobs/queue.ts';
import { createUser } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fingerprintOf, idempotent, STALE_IN_FLIGHT_MS } from './idempotency.ts';

// PostgreSQL only: a request keeps its transaction open while another runs beside it (PGlite's one connection
// would serialise them). An outage can hold a request up for longer than STALE_IN_FLIGHT_MS (a query on a
// connection whose network went silent); the client's retry then takes the key over.

describe('a request held up past STALE_IN_FLIGHT_MS, its key taken over by a retry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('can neither finish nor release the key: the retry’s work and answer stand, once', async () => {
    const user = await createUser(t.deps);
    const scope = { userId: user.id, key: 'retenue-1', fingerprint: fingerprintOf('test', { n: 1 }) };
    const heldUp = Promise.withResolvers<void>();
    const working = Promise.withResolvers<void>();
    const work = (by: string) => async (tx: Executor) => {
      await enqueue(tx, 'test.takeover', { by }, t.clock.now());
      if (by === 'first') {
        working.resolve();
        await heldUp.promise;
      }
      return { by };
    };

    const first = idempotent(t.deps, scope, work('first'));
    await working.promise;
    t.clock.advance(STALE_IN_FLIGHT_MS + 1);
    expect(await idempotent(t.deps, scope, work('retry'))).toEqual({
      result: { by: 'retry' },
      replayed: false,
    });
    heldUp.resolve();
    await expect(first).rejects.toMatchObject({ code: 'conflict', messageKey: 'idempotencyInFlight' });

    // The first request's work was rolled back; the key still answers with the retry's outcome.
    const written = await t.deps.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'test.takeover'));
    expect(written).toEqual([{ payload: { by: 'retry' } }]);
    expect(await idempotent(t.deps, scope, work('third'))).toEqual({
      result: { by: 'retry' },
      replayed: true,
    });
  });
});
