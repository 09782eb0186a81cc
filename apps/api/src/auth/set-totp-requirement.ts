import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { settings } from '../db/schema.ts';
import { TOTP_REQUIRED_KEY } from './totp.ts';

/**
 * The master requires (or stops requiring) two-factor sign-in of every admin, themself included: stored in the
 * settings table with its before/after in the audit log. Admins without it can then only enrol (requireSession).
 */
export async function setTotpRequirement(
  deps: Deps,
  actor: Actor,
  input: { required: boolean },
  meta: RequestMeta,
): Promise<{ required: boolean }> {
  assertRole(actor, 'master');
  const now = deps.clock();
  const value = { required: input.required };
  return deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, TOTP_REQUIRED_KEY))
      .for('update');
    await tx
      .insert(settings)
      .values({ key: TOTP_REQUIRED_KEY, value, updatedAt: now, updatedBy: actor.user.id })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, updatedAt: now, updatedBy: actor.user.id },
      });
    await recordAudit(tx, {
      actor,
      meta,
      action: 'settings.dashboardTotpRequired.save',
      target: `settings:${TOTP_REQUIRED_KEY}`,
      before: previous?.value ?? { required: false },
      after: value,
      at: now,
    });
    return value;
  });
}
