import { desc, lt } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { auditLog } from '../db/schema.ts';

/** The audit log, newest first, a page at a time (master admin only). */
export async function listAudit(
  deps: Deps,
  actor: Actor,
  query: { limit: number; before?: string | undefined },
) {
  assertRole(actor, 'master');
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(query.before === undefined ? undefined : lt(auditLog.id, BigInt(query.before)))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((row) => ({
      id: row.id.toString(),
      actorId: row.actorId,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
      ip: row.ip,
      at: row.at.getTime(),
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id.toString() ?? null) : null,
  };
}
