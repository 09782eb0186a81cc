import { eq } from 'drizzle-orm';
import { settings } from '../db/schema.ts';
import type { Deps } from './context.ts';
import { SETTINGS_DEFAULTS, type SettingsKey } from './shared/settings-documents.ts';

/** Exactly what the last accepted save stored, or the empty default. */
export async function readSettings(deps: Deps, key: SettingsKey): Promise<unknown> {
  const [row] = await deps.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row === undefined ? SETTINGS_DEFAULTS[key] : row.value;
}
