import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { endOtherSessions } from '../common/sessions.ts';
import { adminRecoveryCodes, adminTotp } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normaliseCode,
  openSecret,
  stepOfCode,
  withCodeThrottle,
} from './totp.ts';

/**
 * Confirms the pending enrolment with a valid code of the new secret (throttled like passwords): two-factor is on
 * from then, and the one-time recovery codes are answered, once (only their hashes are kept). The admin's other
 * sessions end (decision 047): one opened before, by whoever, did not pass the second factor. Audited.
 */
export async function confirmTotpEnrolment(
  deps: Deps,
  actor: Actor,
  input: { code: string },
  keptApiKey: string,
  meta: RequestMeta,
): Promise<{ recoveryCodes: string[] }> {
  assertRole(actor, 'admin');
  const now = deps.clock();
  const userId = actor.user.id;
  return withCodeThrottle(deps, userId, meta, async (tx) => {
    const [row] = await tx.select().from(adminTotp).where(eq(adminTotp.userId, userId)).for('update');
    if (row === undefined) throw new AppError('conflict', 'totpNotEnrolling');
    if (row.confirmedAt !== null) throw new AppError('conflict', 'totpAlreadyEnabled');
    const secret = openSecret(deps.config.totpEncryptionKey, userId, row.secret);
    const step = stepOfCode(secret, normaliseCode(input.code), now);
    if (step === undefined) return undefined;
    await tx
      .update(adminTotp)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(and(eq(adminTotp.userId, userId), isNull(adminTotp.confirmedAt)));
    const recoveryCodes = newRecoveryCodes();
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await tx
      .insert(adminRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    await endOtherSessions(tx, userId, keptApiKey, now);
    await recordAudit(tx, {
      actor,
      meta,
      action: 'totp.enable',
      target: `user:${userId}`,
      before: { totp: false },
      after: { totp: true },
      at: now,
    });
    return { recoveryCodes };
  });
}
