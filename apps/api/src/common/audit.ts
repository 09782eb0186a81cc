import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Actor, RequestMeta } from './context.ts';

/**
 * Appends one entry to the audit log, in the caller's transaction, so the change and its record land together.
 * `actor` and `meta` are null for a change made at start-up from the configuration (no request, no session).
 */
export async function recordAudit(
  tx: Executor,
  entry: {
    actor: Actor | null;
    meta: RequestMeta | null;
    action: string;
    target: string | null;
    before: unknown;
    after: unknown;
    at: Date;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.user.id ?? null,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.meta?.ip ?? null,
    at: entry.at,
  });
}
