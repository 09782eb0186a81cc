import type { IdentityFile, ReviewDetail } from '@1xpay/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import { readSettings } from '../catalogue/index.ts';
import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { identityFiles, identitySubmissions, users } from '../db/schema.ts';
import { submissionSummary } from './get-identity.ts';
import { levelLimitOf } from './level-limit.ts';
import { submissionInSight } from './review-scope.ts';

/**
 * GET /admin/identity/reviews/:id: a sending of documents (its pictures' descriptions: each is opened by its own
 * call) beside the account's details, level and month, and the customer's earlier sendings.
 */
export async function getReview(deps: Deps, actor: Actor, id: string): Promise<ReviewDetail> {
  assertRole(actor, 'admin');
  const { submission, user } = await submissionInSight(deps.db, actor, id);
  const [files, earlier, decider, operators, rates] = await Promise.all([
    deps.db
      .select({
        id: identityFiles.id,
        side: identityFiles.side,
        contentType: identityFiles.contentType,
        size: identityFiles.size,
        width: identityFiles.width,
        height: identityFiles.height,
      })
      .from(identityFiles)
      .where(eq(identityFiles.submissionId, submission.id)),
    deps.db
      .select()
      .from(identitySubmissions)
      .where(and(eq(identitySubmissions.userId, user.id), ne(identitySubmissions.id, submission.id)))
      .orderBy(desc(identitySubmissions.submittedAt))
      .limit(20),
    submission.decidedBy === null
      ? Promise.resolve([])
      : deps.db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, submission.decidedBy)),
    readSettings(deps, 'operators'),
    readSettings(deps, 'rates'),
  ]);
  const order = ['front', 'back', 'selfie'];
  const purged = submission.filesPurgedAt !== null;
  const limit = await levelLimitOf(deps.db, user, { operators, rates }, deps.clock());
  const by = decider[0];
  return {
    submission: {
      ...submissionSummary(submission),
      decidedByName: by === undefined ? null : `${by.firstName} ${by.lastName}`,
      files: files
        .sort((a, b) => order.indexOf(a.side) - order.indexOf(b.side))
        .map((file) => ({ ...file, side: file.side as IdentityFile['side'], purged })),
    },
    customer: {
      userUuid: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      email: user.email,
      country: user.country,
      accountId1xBet: user.accountId1xBet,
      registeredAt: user.registeredAt.getTime(),
      userAuthenticationStatus:
        user.authenticationStatus as ReviewDetail['customer']['userAuthenticationStatus'],
      statusReason: user.statusReason,
      limit,
    },
    earlier: earlier.map(submissionSummary),
  };
}
