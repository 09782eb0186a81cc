import type { FourEyesPolicy } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/** The settings row that holds the four-eyes policy (decision 028); no row: off. */
export const FOUR_EYES_KEY = 'fourEyes';

/** The policy as stored; `lock` takes the row FOR UPDATE, so a change and a toggle never cross. */
export async function readFourEyesIn(db: Executor, lock = false): Promise<FourEyesPolicy> {
  const query = db
    .select({ value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(eq(settings.key, FOUR_EYES_KEY));
  const [row] = lock ? await query.for('update') : await query.limit(1);
  if (row === undefined) return { enabled: false, updatedAt: null };
  const value = row.value as { enabled?: unknown };
  return { enabled: value.enabled === true, updatedAt: row.updatedAt.getTime() };
}
