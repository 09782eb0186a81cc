import { eq, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import { deepFreeze } from '../common/notified-cache.ts';
import type { Executor } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { SETTINGS_DEFAULTS, type SettingsKey } from './settings-documents.ts';

/**
 * Exactly what the last accepted save stored, or the default. `db` may be a transaction: inside one, reads must go
 * through it (PGlite has a single connection, and PostgreSQL would read outside the transaction's snapshot).
 */
export async function readSettingsIn(db: Executor, key: SettingsKey): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row === undefined ? SETTINGS_DEFAULTS[key] : row.value;
}

/**
 * Several documents as subqueries of a statement of the caller's (one round trip inside a payment's transaction):
 * `select` names a subquery per document; `documents` gives each document from what they read (its default when
 * it was never saved).
 */
export function settingsSubqueries<K extends SettingsKey>(keys: readonly K[]) {
  return {
    select: Object.fromEntries(
      keys.map((key) => [
        key,
        sql`(select ${settings.value} from ${settings} where ${settings.key} = ${key})`,
      ]),
    ) as Record<K, SQL>,
    documents: (read: Readonly<Record<string, unknown>>): Record<K, unknown> =>
      Object.fromEntries(
        keys.map((key) => [
          key,
          read[key] === null || read[key] === undefined ? SETTINGS_DEFAULTS[key] : read[key],
        ]),
      ) as Record<K, unknown>,
  };
}

/**
 * The same, outside any transaction, from this process's memory when it read it before: a document is forgotten
 * the moment it changes anywhere (NOTIFY settings_changed, migration 0019; common/notified-cache.ts). For reads
 * that change nothing (a quote, a page of the dashboard); a payment reads its documents in its transaction.
 */
export async function readSettings(deps: Deps, key: SettingsKey): Promise<unknown> {
  const cache = deps.caches.settings;
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const generation = cache.generation;
  // A copy of its own (the default is a constant), frozen: every request that finds it here shares it.
  const value = deepFreeze(structuredClone(await readSettingsIn(deps.db, key)));
  cache.set(key, key, value, generation);
  return value;
}
