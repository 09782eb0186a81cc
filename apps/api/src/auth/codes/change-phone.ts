import type { Locale } from '@1xpay/contract';
import { parsePhone } from '@1xpay/contract';
import { findCountryByCode, type UserAuthenticationStatus } from '@1xpay/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../../common/context.ts';
import { phoneCodes, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { codeText } from './code-texts.ts';
import { checkCode, issueCode } from './phone-codes.ts';
import type { CodeToSend } from './phone-verification.ts';

/**
 * A signed-in customer asks to move their account to `phoneNumber` (E.164): a code is sent to that number, which
 * they type to confirm. The number must be of the account's country (the country scopes the agents who see the
 * account and its limits; another country is another account), not the current one (400 at `phoneNumber`), and not
 * another account's (409, as registration answers: the code request is throttled per address like every other).
 */
export async function requestPhoneChange(
  deps: Deps,
  actor: Actor,
  phoneNumber: string,
  meta: RequestMeta,
  locale: Locale,
): Promise<CodeToSend> {
  const { user } = actor;
  if (phoneNumber === user.phoneNumber)
    throw new AppError('validation_failed', 'phoneUnchanged', { field: 'phoneNumber' });
  if (parsePhone(phoneNumber)?.country !== user.country)
    throw new AppError('validation_failed', 'phoneOtherCountry', {
      field: 'phoneNumber',
      params: { country: findCountryByCode(user.country)?.countryName ?? user.country },
    });
  const issued = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, phoneNumber), ne(users.id, user.id)))
      .limit(1);
    if (taken !== undefined) return { refused: new AppError('conflict', 'phoneTaken') };
    return issueCode(tx, deps.config.codeHashKey, {
      purpose: 'change',
      phoneNumber,
      userId: user.id,
      ip: meta.ip,
      now: deps.clock(),
    });
  });
  if ('refused' in issued) throw issued.refused;
  return {
    sent: issued.sent,
    sms: { to: phoneNumber, text: codeText('change', issued.code, deps.config.brandName, locale) },
  };
}

/**
 * The code sent to the new number, typed: the account takes that number (and, if it was `pending`, becomes
 * `active`: the number is verified), audited with the old and new numbers, in the transaction that spends the code.
 * Without a change asked for, or with a wrong code: 400 at `code`; 409 if another account took the number meanwhile.
 */
export async function confirmPhoneChange(
  deps: Deps,
  actor: Actor,
  code: string,
  meta: RequestMeta,
): Promise<{ phoneNumber: string; userAuthenticationStatus: UserAuthenticationStatus }> {
  const { user } = actor;
  const now = deps.clock();
  const outcome = await deps.db
    .transaction(async (tx) => {
      const [asked] = await tx
        .select({ phoneNumber: phoneCodes.phoneNumber })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.userId, user.id), eq(phoneCodes.purpose, 'change')))
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1);
      if (asked === undefined)
        return { refused: new AppError('validation_failed', 'codeInvalid', { field: 'code' }) };
      const checked = await checkCode(tx, deps.config.codeHashKey, {
        purpose: 'change',
        phoneNumber: asked.phoneNumber,
        userId: user.id,
        code,
        now,
      });
      if ('refused' in checked) return checked;
      const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      if (current === undefined) return { refused: new AppError('conflict', 'phoneTaken') };
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phoneNumber, asked.phoneNumber), ne(users.id, user.id)))
        .limit(1);
      if (taken !== undefined) return { refused: new AppError('conflict', 'phoneTaken') };
      const status = (
        current.authenticationStatus === 'pending' ? 'active' : current.authenticationStatus
      ) as UserAuthenticationStatus;
      // A registration of that number between the check and here breaks the unique index: 409 below.
      await tx
        .update(users)
        .set({ phoneNumber: asked.phoneNumber, authenticationStatus: status })
        .where(eq(users.id, user.id));
      await recordAudit(tx, {
        actor,
        meta,
        action: 'user.phone.change',
        target: `user:${user.id}`,
        before: { phoneNumber: current.phoneNumber, userAuthenticationStatus: current.authenticationStatus },
        after: { phoneNumber: asked.phoneNumber, userAuthenticationStatus: status },
        at: now,
      });
      return { phoneNumber: asked.phoneNumber, userAuthenticationStatus: status };
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505')
        return { refused: new AppError('conflict', 'phoneTaken') };
      throw error;
    });
  if ('refused' in outcome) throw outcome.refused;
  return outcome;
}
