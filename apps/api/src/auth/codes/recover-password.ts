import type { Locale, PasswordResetBody } from '@1xpay/contract';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { endAllSessions, type NewSession, openSession } from '../../common/sessions.ts';
import { phoneCodes, pushSubscriptions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { codeText } from './code-texts.ts';
import { checkCode, grantResetToken, hashResetToken, issueCode } from './phone-codes.ts';
import type { CodeToSend } from './phone-verification.ts';

/**
 * « Mot de passe oublié ? », first step: a code by SMS to `phoneNumber` (E.164). The answer is the same whether the
 * number has an account or not, throttles included (a row is made either way, decision 056); the SMS goes only to
 * an account's number, and the route hands it over without waiting, so the answer's time tells nothing either.
 */
export async function requestRecoveryCode(
  deps: Deps,
  phoneNumber: string,
  meta: RequestMeta,
  locale: Locale,
): Promise<CodeToSend> {
  const issued = await deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
    const made = await issueCode(tx, deps.config.codeHashKey, {
      purpose: 'recover',
      phoneNumber,
      userId: owner?.id ?? null,
      ip: meta.ip,
      now: deps.clock(),
    });
    return { made, hasAccount: owner !== undefined };
  });
  if ('refused' in issued.made) throw issued.made.refused;
  return {
    sent: issued.made.sent,
    sms: issued.hasAccount
      ? { to: phoneNumber, text: codeText('recover', issued.made.code, deps.config.brandName, locale) }
      : undefined,
  };
}

/**
 * Second step: the code typed. Right, it is spent and answers a reset token (256 random bits, kept as its SHA-256,
 * valid 10 minutes, good once) for the third step. Wrong, expired, used, or for a number without an account: the
 * same 400 at `code` (with the tries left while the code is live), the try kept; 429 after 5.
 */
export async function verifyRecoveryCode(
  deps: Deps,
  phoneNumber: string,
  code: string,
): Promise<{ resetToken: string }> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const checked = await checkCode(tx, deps.config.codeHashKey, {
      purpose: 'recover',
      phoneNumber,
      code,
      now,
    });
    if ('refused' in checked) return checked;
    return { resetToken: await grantResetToken(tx, checked.right, now) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome;
}

/**
 * Third step: the new password (the rules of sign-up), with the reset token. Hashed outside any transaction; then,
 * in one transaction, the token is spent, the password replaced, every session of the account ended and its push
 * subscriptions forgotten (as « déconnecter tous les appareils » does: whoever held the old password is out), a new
 * session opened for this device, and the whole audited as the account's own action. An unknown, spent or expired
 * token: 400 `bad_request`.
 */
export async function resetPassword(
  deps: Deps,
  input: PasswordResetBody,
  meta: RequestMeta,
  replacing: string | undefined,
): Promise<NewSession & { userId: string }> {
  const tokenHash = hashResetToken(input.resetToken);
  const live = (now: Date) =>
    and(
      eq(phoneCodes.resetTokenHash, tokenHash),
      isNotNull(phoneCodes.userId),
      gt(phoneCodes.resetExpiresAt, now),
    );
  const [found] = await deps.db.select({ id: phoneCodes.id }).from(phoneCodes).where(live(deps.clock()));
  if (found === undefined) throw new AppError('bad_request', 'resetTokenInvalid');
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const now = deps.clock();
  const opened = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(phoneCodes).where(live(now)).for('update');
    if (row?.userId === null || row === undefined) return undefined;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
    // The account moved to another number since the code was sent: that code no longer proves anything.
    if (user === undefined || user.phoneNumber !== row.phoneNumber) return undefined;
    await tx
      .update(phoneCodes)
      .set({ resetTokenHash: null, resetExpiresAt: null })
      .where(eq(phoneCodes.id, row.id));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await endAllSessions(tx, user.id, now);
    const forgotten = await tx
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .returning({ id: pushSubscriptions.id });
    const session = await openSession(tx, {
      userId: user.id,
      kind: 'customer',
      rememberMe: false,
      now,
      meta,
      replacing,
    });
    const actor: Actor = { user, sessionId: '', sessionExpiresAt: session.expiresAt, grant: null };
    await recordAudit(tx, {
      actor,
      meta,
      action: 'user.password.recover',
      target: `user:${user.id}`,
      before: null,
      after: { sessionsEnded: ended, pushSubscriptionsRemoved: forgotten.length, by: 'sms' },
      at: now,
    });
    return { ...session, userId: user.id };
  });
  if (opened === undefined) throw new AppError('bad_request', 'resetTokenInvalid');
  return opened;
}
