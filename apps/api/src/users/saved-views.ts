import { MAX_SAVED_VIEWS, type SavedView, type ViewFilter, viewFilterSchema } from '@1xpay/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { savedViews } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

function toView(row: typeof savedViews.$inferSelect): SavedView {
  return {
    id: row.id,
    name: row.name,
    // Written by saveView from a checked filter; read back through the same schema.
    filter: viewFilterSchema.parse(row.filter),
    createdAt: row.createdAt.getTime(),
  };
}

/** The admin's own saved views of the users list, by name. */
export async function listViews(deps: Deps, actor: Actor): Promise<SavedView[]> {
  assertRole(actor, 'admin');
  const rows = await deps.db
    .select()
    .from(savedViews)
    .where(eq(savedViews.adminId, actor.user.id))
    .orderBy(asc(savedViews.name));
  return rows.map(toView);
}

/**
 * Saves the list's filters under a name for this admin; a name already used gets the new filters. An admin keeps
 * at most MAX_SAVED_VIEWS views. Views are the admin's own preferences, changing nobody's account: not audited.
 */
export async function saveView(
  deps: Deps,
  actor: Actor,
  input: { name: string; filter: ViewFilter },
): Promise<SavedView> {
  assertRole(actor, 'admin');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(eq(savedViews.adminId, actor.user.id), eq(savedViews.name, input.name)))
      .limit(1);
    if (existing === undefined) {
      const [held] = await tx
        .select({ n: count() })
        .from(savedViews)
        .where(eq(savedViews.adminId, actor.user.id));
      if ((held?.n ?? 0) >= MAX_SAVED_VIEWS)
        throw new AppError('conflict', 'tooManyViews', { params: { max: MAX_SAVED_VIEWS } });
    }
    const [row] = await tx
      .insert(savedViews)
      .values({ adminId: actor.user.id, name: input.name, filter: input.filter, createdAt: now })
      .onConflictDoUpdate({ target: [savedViews.adminId, savedViews.name], set: { filter: input.filter } })
      .returning();
    if (row === undefined) throw new Error('saved view insert returned nothing');
    return toView(row);
  });
}

/** Deletes one of the admin's own views; another admin's view is "not found". */
export async function deleteView(deps: Deps, actor: Actor, id: string): Promise<{ id: string }> {
  assertRole(actor, 'admin');
  const deleted = await deps.db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.adminId, actor.user.id)))
    .returning({ id: savedViews.id });
  if (deleted.length === 0) throw notFound('viewNotFound');
  return { id };
}
