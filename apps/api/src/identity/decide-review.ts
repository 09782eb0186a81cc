import type { SubmissionState } from '@1xpay/contract';
import type { UserAuthenticationStatus } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { sendDecisionNotice } from '../common/identity-notices.ts';
import { assertRole } from '../common/roles.ts';
import { identitySubmissions, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { submissionSummary } from './get-identity.ts';
import { submissionInSight } from './review-scope.ts';

export type ReviewDecision =
  | { kind: 'accept'; note?: string | undefined }
  | { kind: 'sendBack'; reason: string }
  | { kind: 'reject'; reason: string };

/** What each decision makes of the sending and of the customer's status (§4.4). */
const OUTCOME = {
  accept: { state: 'accepted', status: 'accepted', notice: 'accepted', action: 'identity.accept' },
  sendBack: {
    state: 'moreInfo',
    status: 'waitForInfoCompletion',
    notice: 'moreInfo',
    action: 'identity.sendBack',
  },
  reject: { state: 'rejected', status: 'active', notice: 'rejected', action: 'identity.reject' },
} as const satisfies Record<
  ReviewDecision['kind'],
  { state: SubmissionState; status: UserAuthenticationStatus; notice: string; action: string }
>;

/**
 * POST /admin/identity/reviews/:id/accept, /send-back and /reject: an agent of the customer's country (or the master)
 * decides on documents waiting for review. Accepted: the customer is `accepted`, level 2. Sent back: they stay
 * `waitForInfoCompletion`, the reason shown to them, and send new pictures. Rejected: back to `active` (level 1), the
 * reason shown. A customer locked or suspended meanwhile stays so: the decision is the status they return to. One
 * transaction with the audit entry and the customer's notice; a second decision is a 409.
 */
export async function decideReview(
  deps: Deps,
  actor: Actor,
  id: string,
  decision: ReviewDecision,
  meta: RequestMeta,
) {
  assertRole(actor, 'admin');
  const outcome = OUTCOME[decision.kind];
  const reason = decision.kind === 'accept' ? null : decision.reason;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { submission, user } = await submissionInSight(tx, actor, id, true);
    if (submission.state !== 'waiting') throw new AppError('conflict', 'submissionDecided');
    const [decided] = await tx
      .update(identitySubmissions)
      .set({ state: outcome.state, decidedAt: now, decidedBy: actor.user.id, reason })
      .where(eq(identitySubmissions.id, submission.id))
      .returning();
    if (decided === undefined) throw new AppError('conflict', 'submissionDecided');
    const statusReason = decision.kind === 'sendBack' ? decision.reason : null;
    const change =
      user.authenticationStatus === 'blocked'
        ? { statusBeforeLock: outcome.status }
        : user.authenticationStatus === 'transactionSuspended'
          ? { statusBeforeSuspension: outcome.status }
          : { authenticationStatus: outcome.status, statusReason };
    const [updated] = await tx.update(users).set(change).where(eq(users.id, user.id)).returning();
    if (updated === undefined) throw new AppError('not_found', 'userNotFound');
    await recordAudit(tx, {
      actor,
      meta,
      action: outcome.action,
      target: `user:${user.id}`,
      before: {
        userAuthenticationStatus: user.authenticationStatus,
        submission: submission.id,
        state: 'waiting',
      },
      after: {
        userAuthenticationStatus: updated.authenticationStatus,
        submission: submission.id,
        state: outcome.state,
        ...(reason === null ? {} : { reason }),
        ...(decision.kind === 'accept' && decision.note !== undefined ? { note: decision.note } : {}),
      },
      at: now,
    });
    await sendDecisionNotice(tx, { userId: user.id, decision: outcome.notice, reason }, now);
    return {
      submission: submissionSummary(decided),
      userAuthenticationStatus: updated.authenticationStatus as UserAuthenticationStatus,
    };
  });
}
