import type { AuditFilter } from '@1xpay/contract';
import { and, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, Deps } from '../common/context.ts';
import { everyRow } from '../common/every-row.ts';
import { assertRole } from '../common/roles.ts';
import { auditLog, users } from '../db/schema.ts';

/** `%text%` for (I)LIKE, its own `%`, `_` and `\` taken literally. */
function escaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The user an entry is about (`user:<uuid>`), joined for their name. */
const targetUser = alias(users, 'target_user');
const TARGET_USER_ID = sql`(case when ${auditLog.target} ~ '^user:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then substr(${auditLog.target}, 6)::uuid end)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The entries the filters select: an author by uuid or by a text in their name or e-mail (the few admins it names,
 * then the log by the actor index), an action exactly or by a prefix ending in a dot (`user.`), a text in the
 * target, a time range [from, to).
 */
function selected(filter: AuditFilter): SQL | undefined {
  const actor = filter.actor;
  const action = filter.action;
  return and(
    actor === undefined
      ? undefined
      : UUID.test(actor)
        ? eq(auditLog.actorId, actor.toLowerCase())
        : inArray(
            auditLog.actorId,
            sql`(select ${users.id} from ${users} where ${or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${escaped(actor)}%`),
              ilike(users.email, `%${escaped(actor)}%`),
            )})`,
          ),
    action === undefined
      ? undefined
      : action.endsWith('.')
        ? like(auditLog.action, `${escaped(action)}%`)
        : eq(auditLog.action, action),
    filter.target === undefined ? undefined : ilike(auditLog.target, `%${escaped(filter.target)}%`),
    filter.from === undefined ? undefined : gte(auditLog.at, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(auditLog.at, new Date(filter.to)),
  );
}

/**
 * The audit log, newest first, a page at a time, filtered (master admin only); each entry with its author's name
 * and, when it is about a user (`user:<uuid>`), that user's name, so the dashboard can say it in a sentence.
 */
export async function listAudit(
  deps: Deps,
  actor: Actor,
  query: AuditFilter & { limit: number; before?: string | undefined },
) {
  assertRole(actor, 'master');
  const rows = await deps.db
    .select({
      entry: auditLog,
      firstName: users.firstName,
      lastName: users.lastName,
      targetFirstName: targetUser.firstName,
      targetLastName: targetUser.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(targetUser, eq(targetUser.id, TARGET_USER_ID))
    .where(
      and(query.before === undefined ? undefined : lt(auditLog.id, BigInt(query.before)), selected(query)),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map(({ entry, firstName, lastName, targetFirstName, targetLastName }) => ({
      id: entry.id.toString(),
      actorId: entry.actorId,
      actorName: firstName === null || lastName === null ? null : `${firstName} ${lastName}`,
      action: entry.action,
      target: entry.target,
      targetName:
        targetFirstName === null || targetLastName === null ? null : `${targetFirstName} ${targetLastName}`,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      at: entry.at.getTime(),
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.entry.id.toString() ?? null) : null,
  };
}

export type AuditEntryView = Awaited<ReturnType<typeof listAudit>>['data'][number];

/** Every entry the filters select, newest first, read a page at a time as the export is written. */
export function auditToExport(deps: Deps, actor: Actor, filter: AuditFilter): AsyncGenerator<AuditEntryView> {
  assertRole(actor, 'master');
  return everyRow(async (before: string | undefined) => {
    const page = await listAudit(deps, actor, { ...filter, limit: 200, before });
    return { rows: page.data, next: page.nextBefore };
  });
}
