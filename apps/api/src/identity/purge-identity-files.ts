import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import { identityFiles, identitySubmissions } from '../db/schema.ts';
import { enqueueOnce } from '../jobs/queue.ts';

export const PURGE_IDENTITY_FILES_JOB = 'maintenance.purge-identity-files';
const EVERY_MS = 3_600_000;
/** Documents sent back or rejected are kept this long after the decision (decision 057), then their bytes go. */
export const DECLINED_DOCUMENTS_KEPT_MS = 30 * 24 * 3_600_000;

/**
 * The retention rule of decision 057: the pictures of a sending sent back or rejected are deleted 30 days after the
 * decision (long enough for a complaint or a second look), their description and the decision kept; accepted
 * documents are kept while the account is open, and 10 years after its closure (the UEMOA's anti-money-laundering
 * law): no account is ever closed today, so none is deleted. Then queues the next purge in an hour.
 */
export async function purgeIdentityFiles(deps: Deps): Promise<{ submissions: number }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .update(identitySubmissions)
      .set({ filesPurgedAt: now })
      .where(
        and(
          inArray(identitySubmissions.state, ['moreInfo', 'rejected']),
          isNull(identitySubmissions.filesPurgedAt),
          lt(identitySubmissions.decidedAt, new Date(now.getTime() - DECLINED_DOCUMENTS_KEPT_MS)),
        ),
      )
      .returning({ id: identitySubmissions.id });
    if (due.length > 0)
      await tx
        .update(identityFiles)
        .set({ sealed: Buffer.alloc(0) })
        .where(
          inArray(
            identityFiles.submissionId,
            due.map((row) => row.id),
          ),
        );
    await enqueueOnce(tx, PURGE_IDENTITY_FILES_JOB, new Date(now.getTime() + EVERY_MS));
    return { submissions: due.length };
  });
}
