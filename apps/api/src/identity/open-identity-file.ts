import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { openBytes } from '../common/sealed-secrets.ts';
import { identityFiles, identitySubmissions, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { reviewableBy } from './review-scope.ts';
import { fileContext } from './send-identity-documents.ts';

/**
 * GET /admin/identity/files/:id: a picture of a customer's documents, opened for an admin who may review that
 * customer (the master, an agent of their country; anyone else hears 404, as for an unknown file), never served
 * elsewhere. Each opening is in the audit log (who looked at whose documents).
 */
export async function openIdentityFile(deps: Deps, actor: Actor, id: string, meta: RequestMeta) {
  assertRole(actor, 'admin');
  const [row] = await deps.db
    .select({ file: identityFiles, submission: identitySubmissions, userId: users.id })
    .from(identityFiles)
    .innerJoin(identitySubmissions, eq(identitySubmissions.id, identityFiles.submissionId))
    .innerJoin(users, eq(users.id, identitySubmissions.userId))
    .where(and(eq(identityFiles.id, id), reviewableBy(actor)));
  if (row === undefined || row.userId === actor.user.id) throw notFound('identityFileNotFound');
  if (row.submission.filesPurgedAt !== null) throw notFound('identityFilePurged');
  const bytes = openBytes(
    deps.config.identityDocumentsKey,
    fileContext(row.submission.id, row.file.side),
    row.file.sealed,
  );
  await recordAudit(deps.db, {
    actor,
    meta,
    action: 'identity.view',
    target: `user:${row.userId}`,
    before: null,
    after: { submission: row.submission.id, side: row.file.side },
    at: deps.clock(),
  });
  return { bytes, contentType: row.file.contentType };
}
