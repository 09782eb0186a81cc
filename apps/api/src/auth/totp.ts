import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Deps, RequestMeta } from '../common/context.ts';
import { openSecret } from '../common/sealed-secrets.ts';
import type { Executor } from '../db/client.ts';
import { adminRecoveryCodes, adminTotp, settings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import {
  assertLoginAllowed,
  lockThrottle,
  markLoginSucceeded,
  recordLoginAttempt,
} from './login-throttle.ts';

// The secrets' encryption at rest is common/sealed-secrets.ts (push's VAPID key uses it too).
export { openSecret, sealSecret } from '../common/sealed-secrets.ts';

/**
 * Two-factor sign-in for the dashboard (decision 027): RFC 6238 TOTP with the authenticator apps' defaults (SHA-1,
 * 6 digits, 30 s), computed by the `otpauth` library; one step of clock drift either way; a code is accepted once.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The settings row of the master's requirement: `{ required: boolean }`. */
export const TOTP_REQUIRED_KEY = 'dashboardTotpRequired';

/** No 0/O, 1/I/L: a recovery code is read from paper and typed again. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 random bits, RFC 4226's recommendation) in base32, and its otpauth:// URI. */
export function newTotpSecret(issuer: string, label: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totpOf(secret, issuer, label).toString() };
}

/**
 * The 30-second step whose code `token` is, within one step of `now` either way; undefined when it is none (or
 * is not 6 digits).
 */
export function stepOfCode(secret: string, token: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret, '', '').validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** What the admin typed, without the spaces and dashes people add; letters in capitals. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('hex');
}

/** RECOVERY_CODE_COUNT one-time codes, shown as `ABCDE-FGHJK` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Whether the master requires two-factor sign-in of every admin. */
export async function isTotpRequired(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, TOTP_REQUIRED_KEY));
  return (row?.value as { required?: unknown } | undefined)?.required === true;
}

/** Whether the user's TOTP is confirmed (on). */
export async function hasTotp(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: adminTotp.userId })
    .from(adminTotp)
    .where(and(eq(adminTotp.userId, userId), isNotNull(adminTotp.confirmedAt)));
  return row !== undefined;
}

/**
 * An admin who must turn two-factor on before anything else: required by the master, and not on yet. One round trip:
 * it runs before every admin call.
 */
export async function mustEnrolTotp(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      must: sql<boolean>`exists (select 1 from ${settings} where ${settings.key} = ${TOTP_REQUIRED_KEY} and ${settings.value} ->> 'required' = 'true') and not exists (select 1 from ${adminTotp} where ${adminTotp.userId} = ${userId} and ${adminTotp.confirmedAt} is not null)`,
    })
    .from(sql`(select 1) as one`);
  return row?.must === true;
}

/**
 * Checks a second factor of the user's confirmed TOTP, in the caller's transaction: a code of the authenticator
 * (not older than the last one accepted: no replay) or an unused recovery code, which is spent. Returns what
 * matched, or undefined. The TOTP row is locked until the transaction ends, so two requests cannot both spend it.
 */
export async function spendSecondFactor(
  tx: Executor,
  key: Buffer | undefined,
  userId: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | undefined> {
  const [row] = await tx
    .select()
    .from(adminTotp)
    .where(and(eq(adminTotp.userId, userId), isNotNull(adminTotp.confirmedAt)))
    .for('update');
  if (row === undefined) return undefined;
  const typed = normaliseCode(code);
  if (/^\d{6}$/.test(typed)) {
    const step = stepOfCode(openSecret(key, userId, row.secret), typed, now);
    if (step === undefined || (row.lastUsedStep !== null && step <= row.lastUsedStep)) return undefined;
    await tx.update(adminTotp).set({ lastUsedStep: step }).where(eq(adminTotp.userId, userId));
    return 'totp';
  }
  const [spent] = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return spent === undefined ? undefined : 'recovery';
}

/**
 * Runs `check` under the throttle of the user's codes (the sign-in limits of login-throttle.ts, keyed
 * `totp:<user id>`): the attempt counts as a failure unless `check` returns a result, which is then committed with
 * whatever `check` changed. A wrong code answers 401 otp_invalid; too many, 429.
 */
export async function withCodeThrottle<T>(
  deps: Deps,
  userId: string,
  meta: RequestMeta,
  check: (tx: Executor) => Promise<T | undefined>,
): Promise<T> {
  const now = deps.clock();
  const loginKey = `totp:${userId}`;
  const outcome = await deps.db.transaction(async (tx) => {
    await lockThrottle(tx, loginKey);
    const attempt = { loginKey, userId, ip: meta.ip, now };
    await assertLoginAllowed(tx, attempt);
    const attemptId = await recordLoginAttempt(tx, attempt);
    const result = await check(tx);
    if (result === undefined) return { ok: false as const };
    await markLoginSucceeded(tx, attemptId);
    return { ok: true as const, result };
  });
  if (!outcome.ok) throw new AppError('otp_invalid', 'otpInvalid');
  return outcome.result;
}
