import type { Locale, PhoneCodeState } from '@1xpay/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { SmsMessage } from '../../adapters/sms/sms.ts';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { phoneCodes, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { codeText } from './code-texts.ts';
import { CODE_RULES, type CodeSent, checkCode, issueCode } from './phone-codes.ts';

/** A code made, and the SMS that carries it (sent by the route once the answer is decided). */
export type CodeToSend = { sent: CodeSent; sms: SmsMessage | undefined };

/**
 * Sends (again) the code that verifies the account's own number (§4.4: `pending` until it is entered). 409 once
 * the number is verified; 429 within 60 s of the last code or past the hourly limits.
 */
export async function sendVerificationCode(
  deps: Deps,
  actor: Actor,
  meta: RequestMeta,
  locale: Locale,
): Promise<CodeToSend> {
  if (actor.user.authenticationStatus !== 'pending') throw new AppError('conflict', 'phoneAlreadyVerified');
  const { phoneNumber } = actor.user;
  const issued = await deps.db.transaction((tx) =>
    issueCode(tx, deps.config.codeHashKey, {
      purpose: 'verify',
      phoneNumber,
      userId: actor.user.id,
      ip: meta.ip,
      now: deps.clock(),
    }),
  );
  if ('refused' in issued) throw issued.refused;
  return {
    sent: issued.sent,
    sms: { to: phoneNumber, text: codeText('verify', issued.code, deps.config.brandName, locale) },
  };
}

/** Where the verification of the account's number stands: for the screen's countdown. */
export async function verificationState(deps: Deps, actor: Actor): Promise<PhoneCodeState> {
  const { phoneNumber } = actor.user;
  const [last] = await deps.db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phoneNumber, phoneNumber),
        eq(phoneCodes.purpose, 'verify'),
        eq(phoneCodes.userId, actor.user.id),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  const nextAt = (last?.createdAt.getTime() ?? 0) + CODE_RULES.resendAfterMs;
  return {
    phoneNumber,
    verified: actor.user.authenticationStatus !== 'pending',
    resendAfterSeconds: Math.max(0, Math.ceil((nextAt - deps.clock().getTime()) / 1000)),
  };
}

/**
 * The code typed by a `pending` account: right, the account becomes `active` (level 1: it may pay), audited, in
 * the transaction that spends the code. Wrong: 400 at `code` with the tries left (the try is kept), 429 once the
 * code was tried 5 times.
 */
export async function verifyPhone(
  deps: Deps,
  actor: Actor,
  code: string,
  meta: RequestMeta,
): Promise<{ userAuthenticationStatus: 'active' }> {
  if (actor.user.authenticationStatus !== 'pending') throw new AppError('conflict', 'phoneAlreadyVerified');
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const checked = await checkCode(tx, deps.config.codeHashKey, {
      purpose: 'verify',
      phoneNumber: actor.user.phoneNumber,
      userId: actor.user.id,
      code,
      now,
    });
    if ('refused' in checked) return checked;
    const [moved] = await tx
      .update(users)
      .set({ authenticationStatus: 'active' })
      .where(and(eq(users.id, actor.user.id), eq(users.authenticationStatus, 'pending')))
      .returning({ id: users.id });
    // Locked (or verified by another tab) meanwhile: the code is spent, the status not ours to change.
    if (moved === undefined) return { refused: new AppError('conflict', 'phoneAlreadyVerified') };
    await recordAudit(tx, {
      actor,
      meta,
      action: 'user.phone.verify',
      target: `user:${actor.user.id}`,
      before: { userAuthenticationStatus: 'pending', phoneNumber: actor.user.phoneNumber },
      after: { userAuthenticationStatus: 'active' },
      at: now,
    });
    return { verified: true as const };
  });
  if ('refused' in outcome) throw outcome.refused;
  return { userAuthenticationStatus: 'active' };
}
