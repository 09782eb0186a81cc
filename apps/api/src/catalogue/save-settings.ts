import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import type { Executor } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { SETTINGS_DEFAULTS, type SettingsKey } from './settings-documents.ts';

/** Replaces a configuration document (master admin only), with its before/after in the audit log. */
export async function saveSettings<T>(
  deps: Deps,
  actor: Actor,
  key: SettingsKey,
  value: T,
  meta: RequestMeta,
): Promise<T> {
  assertRole(actor, 'master');
  return deps.db.transaction((tx) => saveSettingsIn(tx, actor, key, value, meta, deps.clock()));
}

/**
 * The same inside the caller's transaction, by whoever the caller has checked may (the master saving, or the
 * second admin approving a four-eyes change): the document replaced and its audit entry.
 */
export async function saveSettingsIn<T>(
  tx: Executor,
  actor: Actor,
  key: SettingsKey,
  value: T,
  meta: RequestMeta,
  now: Date,
): Promise<T> {
  const [previous] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  await tx
    .insert(settings)
    .values({ key, value, updatedAt: now, updatedBy: actor.user.id })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now, updatedBy: actor.user.id } });
  await recordAudit(tx, {
    actor,
    meta,
    action: `settings.${key}.save`,
    target: `settings:${key}`,
    before: previous?.value ?? SETTINGS_DEFAULTS[key],
    after: value,
    at: now,
  });
  return value;
}
