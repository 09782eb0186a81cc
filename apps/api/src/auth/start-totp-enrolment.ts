import type { TotpEnrolment, TotpEnrolmentBody } from '@1xpay/contract';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { adminTotp } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { confirmPassword } from './confirm-password.ts';
import { hasTotp, newTotpSecret, sealSecret } from './totp.ts';

/**
 * Starts (or starts again) an admin's enrolment: a new secret, pending until a valid code confirms it, answered
 * with its otpauth:// URI for the QR code. Refused (409) while two-factor is already on: it is turned off first.
 * The password is asked again (decision 047): a stolen session cannot enrol its own authenticator.
 */
export async function startTotpEnrolment(
  deps: Deps,
  actor: Actor,
  input: TotpEnrolmentBody,
  meta: RequestMeta,
): Promise<TotpEnrolment> {
  assertRole(actor, 'admin');
  if (await hasTotp(deps.db, actor.user.id)) throw new AppError('conflict', 'totpAlreadyEnabled');
  await confirmPassword(deps, actor, input.password, meta);
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
