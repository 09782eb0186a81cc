import { eq } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
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

export function readSettings(deps: Deps, key: SettingsKey): Promise<unknown> {
  return readSettingsIn(deps.db, key);
}
