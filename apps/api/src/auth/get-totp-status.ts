import type { TotpStatus } from '@1xpay/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { adminRecoveryCodes } from '../db/schema.ts';
import { hasTotp, isTotpRequired } from './totp.ts';

/** Where the signed-in admin stands with two-factor sign-in (callable while an enrolment is required). */
export async function getTotpStatus(deps: Deps, actor: Actor): Promise<TotpStatus> {
  assertRole(actor, 'admin');
  const [enabled, required, [left]] = await Promise.all([
    hasTotp(deps.db, actor.user.id),
    isTotpRequired(deps.db),
    deps.db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, actor.user.id), isNull(adminRecoveryCodes.usedAt))),
  ]);
  return {
    enabled,
    required,
    enrolmentRequired: required && !enabled,
    recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
  };
}
