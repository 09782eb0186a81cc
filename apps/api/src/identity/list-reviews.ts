import type { ReviewQueueItem, ReviewQueueQuery } from '@1xpay/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { microsOf, oldestFirst, oldestFirstPage } from '../common/keyset-pages.ts';
import { assertRole } from '../common/roles.ts';
import { identitySubmissions, users } from '../db/schema.ts';
import { reviewableBy } from './review-scope.ts';

/**
 * GET /admin/identity/reviews: the customers whose documents wait for review, longest waiting first, in pages (the
 * master: all; an agent: their countries'; `country` narrows it), with how many wait in all.
 */
export async function listReviews(deps: Deps, actor: Actor, query: ReviewQueueQuery) {
  assertRole(actor, 'admin');
  const page = oldestFirst(identitySubmissions.submittedAt, identitySubmissions.id, 'uuid', query.after);
  const waiting = and(
    eq(identitySubmissions.state, 'waiting'),
    reviewableBy(actor),
    query.country === undefined ? undefined : eq(users.country, query.country),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        submission: identitySubmissions,
        user: users,
        cursorTime: microsOf(identitySubmissions.submittedAt),
        earlierSubmissions: sql<number>`(select count(*)::int from identity_submissions earlier
          where earlier.user_id = ${users.id} and earlier.state <> 'waiting')`,
      })
      .from(identitySubmissions)
      .innerJoin(users, eq(users.id, identitySubmissions.userId))
      .where(and(waiting, page.where))
      .orderBy(...page.orderBy)
      .limit(query.limit + 1),
    deps.db
      .select({ n: count() })
      .from(identitySubmissions)
      .innerJoin(users, eq(users.id, identitySubmissions.userId))
      .where(waiting),
  ]);
  const { page: shown, next } = oldestFirstPage(
    rows,
    query.limit,
    (row) => `${row.cursorTime}_${row.submission.id}`,
  );
  const data: ReviewQueueItem[] = shown.map(({ submission, user, earlierSubmissions }) => ({
    id: submission.id,
    userUuid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    country: user.country,
    userAuthenticationStatus: user.authenticationStatus as ReviewQueueItem['userAuthenticationStatus'],
    documentKind: submission.documentKind as ReviewQueueItem['documentKind'],
    submittedAt: submission.submittedAt.getTime(),
    earlierSubmissions: Number(earlierSubmissions),
  }));
  return { data, next, waiting: Number(total?.n ?? 0) };
}
