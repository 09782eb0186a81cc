import { type LoginBody, toE164 } from '@1xpay/contract';
import { eq } from 'drizzle-orm';
import type { Deps, RequestMeta, UserRow } from '../common/context.ts';
import { type NewSession, openSession, type SessionKind } from '../common/sessions.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import {
  assertLoginAllowed,
  lockThrottle,
  markLoginSucceeded,
  recordLoginAttempt,
} from './login-throttle.ts';

/** The login as stored: an email in lower case, or a phone number in E.164. */
export function normaliseLogin(login: string): string {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  // The number a customer registered, typed in international form: with `+` or `00`, or its digits alone (at
  // sign-in no country is given, so digits alone can only be international: `229 01 97…`).
  const digitsAlone = /^[1-9][\d\s().-]*$/.test(trimmed);
  return toE164(digitsAlone ? `+${trimmed}` : trimmed) ?? trimmed;
}

type Credentials = { loginKey: string; password: string; rememberMe: boolean };

/**
 * A second check after the password, in the transaction that opens the session (the dashboard's TOTP): it answers
 * the refusal to throw instead, or undefined to let the session open. `attemptId` is the attempt's row.
 */
export type SecondFactor = (tx: Executor, user: UserRow, attemptId: bigint) => Promise<AppError | undefined>;

/**
 * Checks credentials under the login's throttle and opens a session. `admit` refuses a user who may not have this
 * kind of session (the dashboard is for unblocked admins), with the same answer as a wrong password.
 *
 * Three steps, so that argon2 never runs inside a database transaction (on PGlite one transaction stops every other
 * query; on PostgreSQL it would hold a pooled connection and the login's lock): the attempt is counted, as a failure,
 * in a commit of its own under the login's lock; then the password is verified; then, if it matched, the attempt
 * becomes a success and the session opens, provided the account was not locked or its password changed meanwhile
 * and `secondFactor` (if any) lets it.
 */
export async function signIn(
  deps: Deps,
  credentials: Credentials,
  kind: SessionKind,
  meta: RequestMeta,
  replacing: string | undefined,
  admit: (user: UserRow) => boolean,
  secondFactor?: SecondFactor,
): Promise<NewSession & { user: UserRow }> {
  const now = deps.clock();
  const refused = () =>
    new AppError('bad_credentials', kind === 'dashboard' ? 'notAnAdmin' : 'badCredentials');
  const { user, attemptId } = await deps.db.transaction(async (tx) => {
    await lockThrottle(tx, `login:${credentials.loginKey}`);
    const column = credentials.loginKey.includes('@') ? users.email : users.phoneNumber;
    const [found] = await tx.select().from(users).where(eq(column, credentials.loginKey)).limit(1);
    const attempt = { loginKey: credentials.loginKey, userId: found?.id ?? null, ip: meta.ip, now };
    await assertLoginAllowed(tx, attempt);
    return { user: found, attemptId: await recordLoginAttempt(tx, attempt) };
  });
  const valid =
    user === undefined
      ? await deps.passwords.verifyNothing(credentials.password).then(() => false)
      : await deps.passwords.verify(user.passwordHash, credentials.password);
  if (user === undefined || !valid || !admit(user)) throw refused();
  const opened = await deps.db.transaction(async (tx) => {
    // Shared lock: a concurrent lock of this user waits for this session, then ends it with the others.
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('share');
    if (current === undefined || current.passwordHash !== user.passwordHash || !admit(current))
      return undefined;
    const refusal = await secondFactor?.(tx, current, attemptId);
    if (refusal !== undefined) return refusal;
    await markLoginSucceeded(tx, attemptId);
    const session = await openSession(tx, {
      userId: current.id,
      kind,
      rememberMe: credentials.rememberMe,
      now,
      meta,
      replacing,
    });
    return { ...session, user: current };
  });
  if (opened === undefined) throw refused();
  if (opened instanceof AppError) throw opened;
  return opened;
}

/** Customer sign-in by phone or email. Blocked users may sign in (they cannot move money, §4.4). */
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
