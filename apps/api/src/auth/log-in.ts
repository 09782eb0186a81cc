import type { LoginBody } from '@1xpay/contract';
import { internationalDigits } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Deps, RequestMeta, UserRow } from '../common/context.ts';
import { type NewSession, openSession, type SessionKind } from '../common/sessions.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { assertLoginAllowed, lockLogin, recordLoginAttempt } from './login-throttle.ts';

/** The login as stored: an email in lower case, or a phone number in E.164. */
export function normaliseLogin(login: string): string {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = internationalDigits(trimmed);
  const phone = digits === undefined ? undefined : parsePhoneNumberFromString(`+${digits}`);
  return phone?.number ?? trimmed;
}

type Credentials = { loginKey: string; password: string; rememberMe: boolean };

/**
 * Checks credentials under the login's throttle and opens a session. `admit` refuses a user who may not have this
 * kind of session (the dashboard is for admins), with the same answer as a wrong password.
 */
export async function signIn(
  deps: Deps,
  credentials: Credentials,
  kind: SessionKind,
  meta: RequestMeta,
  replacing: string | undefined,
  admit: (user: UserRow) => boolean,
): Promise<NewSession & { user: UserRow }> {
  const now = deps.clock();
  return deps.db
    .transaction(async (tx) => {
      await lockLogin(tx, credentials.loginKey);
      const column = credentials.loginKey.includes('@') ? users.email : users.phoneNumber;
      const [user] = await tx.select().from(users).where(eq(column, credentials.loginKey)).limit(1);
      const attempt = { loginKey: credentials.loginKey, userId: user?.id ?? null, ip: meta.ip, now };
      await assertLoginAllowed(tx, attempt);
      const valid =
        user === undefined
          ? await deps.passwords.verifyNothing(credentials.password).then(() => false)
          : await deps.passwords.verify(user.passwordHash, credentials.password);
      if (user === undefined || !valid || !admit(user)) {
        await recordLoginAttempt(tx, attempt, false);
        return { failed: true as const };
      }
      await recordLoginAttempt(tx, attempt, true);
      const session = await openSession(tx, {
        userId: user.id,
        kind,
        rememberMe: credentials.rememberMe,
        now,
        meta,
        replacing,
      });
      return { ...session, user };
    })
    .then((result) => {
      // The failed attempt is committed before the refusal is thrown, so it counts.
      if ('failed' in result)
        throw new AppError('bad_credentials', kind === 'dashboard' ? 'notAnAdmin' : 'badCredentials');
      return result;
    });
}

/** Customer sign-in by phone or email. Blocked users may sign in (they cannot move money). */
export function logIn(deps: Deps, input: LoginBody, meta: RequestMeta, replacing: string | undefined) {
  return signIn(
    deps,
    {
      loginKey: normaliseLogin(input.login),
      password: input.password,
      rememberMe: input.rememberMe ?? false,
    },
    'customer',
    meta,
    replacing,
    () => true,
  );
}
