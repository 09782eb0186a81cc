import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, min, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockThrottle, tooMany } from '../login-throttle.ts';

/**
 * One-time codes sent by SMS (decision 056): 6 digits, valid 10 minutes, at most 5 wrong tries each, a new one
 * for the same number and purpose at most every 60 s and 5 an hour, at most 100 an hour from one client address
 * (mobile operators put many subscribers behind one). Only an HMAC of each code is stored.
 */
export const CODE_RULES = {
  digits: 6,
  lifetimeMs: 10 * 60_000,
  maxTries: 5,
  resendAfterMs: 60_000,
  perNumber: 5,
  perNumberWindowMs: 60 * 60_000,
  perIp: 100,
  perIpWindowMs: 60 * 60_000,
  /** A recovery code once entered gives this long to choose the new password. */
  resetLifetimeMs: 10 * 60_000,
} as const;

export type CodePurpose = 'verify' | 'change' | 'recover';
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** What a code request answers: when another may be asked for, and how long this one holds. */
export type CodeSent = { resendAfterSeconds: number; expiresInSeconds: number };

/** The HMAC of a code, bound to its row: the same code in two rows hashes differently. */
export function hashCode(key: Buffer, id: string, code: string): string {
  return createHmac('sha256', key).update(`${id}:${code}`).digest('hex');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const numberKey = (purpose: CodePurpose, phoneNumber: string) => `code:${purpose}:${phoneNumber}`;

/**
 * Serialises, until the end of the transaction, the code requests and checks of one client address and of one
 * number and purpose (always in this order: no two transactions wait for each other), so the counts are exact.
 */
async function lockCodes(
  tx: Executor,
  purpose: CodePurpose,
  phoneNumber: string,
  ip?: string,
): Promise<void> {
  if (ip !== undefined) await lockThrottle(tx, `code-ip:${ip}`);
  await lockThrottle(tx, numberKey(purpose, phoneNumber));
}

/** The refusal of a new code for this number and address now, or undefined when one may be sent. */
async function refusal(
  tx: Executor,
  purpose: CodePurpose,
  phoneNumber: string,
  ip: string,
  now: Date,
): Promise<AppError | undefined> {
  const [last] = await tx
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phoneNumber, phoneNumber), eq(phoneCodes.purpose, purpose)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  const nextAt = (last?.createdAt.getTime() ?? 0) + CODE_RULES.resendAfterMs;
  if (nextAt > now.getTime()) {
    const seconds = Math.max(1, Math.ceil((nextAt - now.getTime()) / 1000));
    return new AppError('too_many_requests', 'codeResendTooSoon', {
      retryAfterSeconds: seconds,
      params: { seconds },
    });
  }
  const counted = async (where: SQL | undefined, windowMs: number) => {
    const [row] = await tx
      .select({ n: count(), oldest: min(phoneCodes.createdAt) })
      .from(phoneCodes)
      .where(and(where, gt(phoneCodes.createdAt, new Date(now.getTime() - windowMs))));
    return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
  };
  const byNumber = await counted(
    and(eq(phoneCodes.phoneNumber, phoneNumber), eq(phoneCodes.purpose, purpose)),
    CODE_RULES.perNumberWindowMs,
  );
  if (byNumber.n >= CODE_RULES.perNumber)
    return tooMany(byNumber.oldest, CODE_RULES.perNumberWindowMs, now, 'tooManyCodes');
  const byIp = await counted(eq(phoneCodes.ip, ip), CODE_RULES.perIpWindowMs);
  if (byIp.n >= CODE_RULES.perIp) return tooMany(byIp.oldest, CODE_RULES.perIpWindowMs, now, 'tooManyCodes');
  return undefined;
}

export type IssuedCode = { code: string; sent: CodeSent };

/**
 * Makes a new code for `phoneNumber` and `purpose` in the caller's transaction, unless a throttle refuses it (the
 * refusal is returned, not thrown, so that the caller decides: registration goes on without a code, the others
 * answer the 429). The codes of the same number and purpose still valid are spent: only the newest works. For a
 * recovery asked for a number without an account, `userId` is null and the row is made all the same (the same
 * throttles, the same answer), with a code nobody is sent.
 */
export async function issueCode(
  tx: Executor,
  key: Buffer,
  input: { purpose: CodePurpose; phoneNumber: string; userId: string | null; ip: string; now: Date },
): Promise<IssuedCode | { refused: AppError }> {
  const { purpose, phoneNumber, now } = input;
  await lockCodes(tx, purpose, phoneNumber, input.ip);
  const refused = await refusal(tx, purpose, phoneNumber, input.ip, now);
  if (refused !== undefined) return { refused };
  await tx
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(phoneCodes.phoneNumber, phoneNumber),
        eq(phoneCodes.purpose, purpose),
        isNull(phoneCodes.usedAt),
      ),
    );
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
  await tx.insert(phoneCodes).values({
    id,
    purpose,
    phoneNumber,
    userId: input.userId,
    codeHash: hashCode(key, id, code),
    ip: input.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_RULES.lifetimeMs),
  });
  return {
    code,
    sent: {
      resendAfterSeconds: CODE_RULES.resendAfterMs / 1000,
      expiresInSeconds: CODE_RULES.lifetimeMs / 1000,
    },
  };
}

/** How a code typed against a number ended: right (the row, now used), or the refusal to answer after commit. */
export type CodeCheck = { right: PhoneCodeRow } | { refused: AppError };

/**
 * Checks `code` against the newest code of `phoneNumber` and `purpose` (of `userId`'s, when given) in the caller's
 * transaction. A wrong code counts a try, which must be committed: the refusal is returned, the caller commits and
 * then throws it. Every way of failing that could tell whether the number has an account answers alike: no code,
 * an expired or used one and a wrong one all say « code incorrect », with the tries left when the code is live; a
 * recovery code of a number without an account is never right.
 */
export async function checkCode(
  tx: Executor,
  key: Buffer,
  input: { purpose: CodePurpose; phoneNumber: string; userId?: string; code: string; now: Date },
): Promise<CodeCheck> {
  const { purpose, phoneNumber, now } = input;
  await lockCodes(tx, purpose, phoneNumber);
  const [row] = await tx
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phoneNumber, phoneNumber),
        eq(phoneCodes.purpose, purpose),
        input.userId === undefined ? undefined : eq(phoneCodes.userId, input.userId),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  const invalid = { refused: new AppError('validation_failed', 'codeInvalid', { field: 'code' }) };
  if (row === undefined || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) return invalid;
  if (row.tries >= CODE_RULES.maxTries) return spent(row, now);
  const matches = sameHash(row.codeHash, hashCode(key, row.id, input.code));
  if (matches && row.userId !== null) {
    await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, row.id));
    return { right: { ...row, usedAt: now } };
  }
  const tries = row.tries + 1;
  await tx.update(phoneCodes).set({ tries }).where(eq(phoneCodes.id, row.id));
  if (tries >= CODE_RULES.maxTries) return spent(row, now);
  const left = CODE_RULES.maxTries - tries;
  return { refused: new AppError('validation_failed', 'codeWrong', { field: 'code', params: { left } }) };
}

/** A code tried 5 times: a new one is needed, which may be asked for once the resend pause is over. */
function spent(row: PhoneCodeRow, now: Date): { refused: AppError } {
  const nextAt = row.createdAt.getTime() + CODE_RULES.resendAfterMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((nextAt - now.getTime()) / 1000));
  return {
    refused: new AppError('too_many_requests', 'codeTriesSpent', { retryAfterSeconds, field: 'code' }),
  };
}

/** A new reset token for a recovery code just entered: kept as its SHA-256, valid CODE_RULES.resetLifetimeMs. */
export async function grantResetToken(tx: Executor, row: PhoneCodeRow, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(phoneCodes)
    .set({
      resetTokenHash: hashResetToken(token),
      resetExpiresAt: new Date(now.getTime() + CODE_RULES.resetLifetimeMs),
    })
    .where(eq(phoneCodes.id, row.id));
  return token;
}
