import type { TotpEnrolment } from '@1xpay/contract';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { adminTotp } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { hasTotp, newTotpSecret, sealSecret } from './totp.ts';

/**
 * Starts (or starts again) an admin's enrolment: a new secret, pending until a valid code confirms it, answered
 * with its otpauth:// URI for the QR code. Refused (409) while two-factor is already on: it is turned off first.
 */
export async function startTotpEnrolment(deps: Deps, actor: Actor): Promise<TotpEnrolment> {
  assertRole(actor, 'admin');
  const now = deps.clock();
  const enrolment = newTotpSecret(deps.config.brandName, actor.user.email);
  const stored = sealSecret(deps.config.totpEncryptionKey, actor.user.id, enrolment.secret);
  await deps.db.transaction(async (tx) => {
    if (await hasTotp(tx, actor.user.id)) throw new AppError('conflict', 'totpAlreadyEnabled');
    await tx
      .insert(adminTotp)
      .values({ userId: actor.user.id, secret: stored, createdAt: now })
      .onConflictDoUpdate({
        target: adminTotp.userId,
        set: { secret: stored, confirmedAt: null, lastUsedStep: null, createdAt: now },
      });
  });
  return enrolment;
}
