import type { Identity, SubmissionSummary } from '@1xpay/contract';
import { maySendIdentityDocuments, type UserAuthenticationStatus } from '@1xpay/domain';
import { desc, eq } from 'drizzle-orm';
import { readSettingsIn } from '../catalogue/index.ts';
import type { Actor, Deps } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import { identitySubmissions, users } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { levelLimitOf, levelMaxima } from './level-limit.ts';

type SubmissionRow = typeof identitySubmissions.$inferSelect;

/** A submission as the wire says it. */
export function submissionSummary(row: SubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    documentKind: row.documentKind as SubmissionSummary['documentKind'],
    state: row.state as SubmissionSummary['state'],
    submittedAt: row.submittedAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    reason: row.reason,
  };
}

/** The customer's identity as GET /api/identity answers it, read in `db` (a transaction that just changed it). */
export async function identityOf(db: Executor, userId: string, now: Date): Promise<Identity> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user === undefined) throw notFound('userNotFound');
  const [operators, rates] = await Promise.all([
    readSettingsIn(db, 'operators'),
    readSettingsIn(db, 'rates'),
  ]);
  const limit = await levelLimitOf(db, user, { operators, rates }, now);
  const [latest] = await db
    .select()
    .from(identitySubmissions)
    .where(eq(identitySubmissions.userId, userId))
    .orderBy(desc(identitySubmissions.submittedAt))
    .limit(1);
  const status = user.authenticationStatus as UserAuthenticationStatus;
  return {
    status,
    statusReason: user.statusReason,
    limit,
    nextLevel: limit.level === 1 ? { level: 2, monthlyMax: levelMaxima(operators)[2] } : null,
    canSendDocuments: maySendIdentityDocuments(status) && latest?.state !== 'waiting',
    submission: latest === undefined ? null : submissionSummary(latest),
  };
}

/** GET /api/identity: the signed-in customer's status, level, what is left this month and the way up. */
export async function getIdentity(deps: Deps, actor: Actor): Promise<Identity> {
  return identityOf(deps.db, actor.user.id, deps.clock());
}
