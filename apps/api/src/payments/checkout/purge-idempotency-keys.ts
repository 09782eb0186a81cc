import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../../common/context.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { enqueueOnce } from '../../jobs/queue.ts';

export const PURGE_JOB = 'maintenance.purge-idempotency-keys';
/** Answers are replayable for 48 hours (at least 24 are promised to clients: decision 008). */
export const IDEMPOTENCY_RETENTION_MS = 48 * 3_600_000;
const EVERY_MS = 3_600_000;

/** Deletes finished idempotency keys past retention, and queues the next purge in an hour. */
export async function purgeIdempotencyKeys(deps: Deps): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const purged = await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.state, 'done'),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    await enqueueOnce(tx, PURGE_JOB, new Date(now.getTime() + EVERY_MS));
    return purged.length;
  });
}
