import { type Locale, parsePhone, type RegisterBody } from '@1xpay/contract';
import { findCountryByPhone } from '@1xpay/domain';
import { eq, or } from 'drizzle-orm';
import { newAuthorizationKey } from '../adapters/tokens.ts';
import type { Deps, RequestMeta } from '../common/context.ts';
import { type NewSession, openSession } from '../common/sessions.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { codeText } from './codes/code-texts.ts';
import { issueCode } from './codes/phone-codes.ts';
import type { CodeToSend } from './codes/phone-verification.ts';
import { countRegistration } from './registration-throttle.ts';

/** The account an email or a phone number already names, as the 409 to answer, if any. */
async function duplicateOf(tx: Executor, input: RegisterBody): Promise<AppError | undefined> {
  const taken = await tx
    .select({ email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.phoneNumber, input.phoneNumber)));
  if (taken.some((user) => user.email === input.email)) return new AppError('conflict', 'emailTaken');
  if (taken.length > 0) return new AppError('conflict', 'phoneTaken');
  return undefined;
}

/**
 * Creates a customer account (status pending until its phone number is verified, §4.4) and signs it in, and makes
 * the code that verifies the number (the route hands its SMS over; a code the throttles refuse is not made, and the
 * customer asks for one from the verification screen). The registration is counted against its IP and checked for
 * a duplicate first, in a commit of its own (so a refused one still counts); only then is the password hashed,
 * outside any database transaction.
 */
export async function registerUser(
  deps: Deps,
  input: RegisterBody,
  meta: RequestMeta,
  locale: Locale = 'fr',
): Promise<NewSession & { userId: string; code: CodeToSend | undefined }> {
  const country =
    parsePhone(input.phoneNumber)?.country ?? findCountryByPhone(input.phoneNumber)?.countryCode;
  if (country === undefined) throw new AppError('validation_failed', 'phoneCountryUnknown');
  const now = deps.clock();
  const duplicate = await deps.db.transaction(async (tx) => {
    await countRegistration(tx, meta.ip, now);
    return duplicateOf(tx, input);
  });
  if (duplicate !== undefined) throw duplicate;
  const passwordHash = await deps.passwords.hash(input.password);
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        authorizationKey: newAuthorizationKey(),
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        country,
        email: input.email,
        accountId1xBet: input.accountId1xBet ?? null,
        passwordHash,
        registeredAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // A concurrent registration took the email or phone while the password was hashed.
    if (created === undefined) throw (await duplicateOf(tx, input)) ?? new AppError('conflict', 'emailTaken');
    const session = await openSession(tx, {
      userId: created.id,
      kind: 'customer',
      rememberMe: false,
      now,
      meta,
      replacing: undefined,
    });
    const issued = await issueCode(tx, deps.config.codeHashKey, {
      purpose: 'verify',
      phoneNumber: input.phoneNumber,
      userId: created.id,
      ip: meta.ip,
      now,
    });
    const code =
      'refused' in issued
        ? undefined
        : {
            sent: issued.sent,
            sms: {
              to: input.phoneNumber,
              text: codeText('verify', issued.code, deps.config.brandName, locale),
            },
          };
    return { ...session, userId: created.id, code };
  });
}
