import type { RegisterBody } from '@1xpay/contract';
import { findCountryByPhone } from '@1xpay/domain';
import { eq, or } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { newAuthorizationKey } from '../adapters/tokens.ts';
import type { Deps, RequestMeta } from '../common/context.ts';
import { type NewSession, openSession } from '../common/sessions.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Creates a customer account (status pending until verified) and signs it in. */
export async function registerUser(
  deps: Deps,
  input: RegisterBody,
  meta: RequestMeta,
): Promise<NewSession & { userId: string }> {
  const country =
    parsePhoneNumberFromString(input.phoneNumber)?.country ??
    findCountryByPhone(input.phoneNumber)?.countryCode;
  if (country === undefined) throw new AppError('validation_failed', 'phoneCountryUnknown');
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const taken = await tx
      .select({ email: users.email, phoneNumber: users.phoneNumber })
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.phoneNumber, input.phoneNumber)));
    if (taken.some((user) => user.email === input.email)) throw new AppError('conflict', 'emailTaken');
    if (taken.length > 0) throw new AppError('conflict', 'phoneTaken');
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
    // A concurrent registration took the email or phone between our check and our insert.
    if (created === undefined) throw new AppError('conflict', 'emailTaken');
    const session = await openSession(tx, {
      userId: created.id,
      kind: 'customer',
      rememberMe: false,
      now,
      meta,
      replacing: undefined,
    });
    return { ...session, userId: created.id };
  });
}
