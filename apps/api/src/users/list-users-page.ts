import type { UsersPageQuery } from '@1xpay/contract';
import { authenticationGroup, USER_AUTHENTICATION_STATUSES } from '@1xpay/domain';
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
import { type Cursors, microsOf, newestFirst, newestFirstPage } from '../common/keyset-pages.ts';
import { assertRole } from '../common/roles.ts';
import { toRawUser } from '../common/wire.ts';
import { USER_SEARCH_TEXT, users } from '../db/schema.ts';
import { countTransactionsBySender, noTransactions } from './count-transactions.ts';
import { usersInSight } from './users-scope.ts';

/** `%text%` for ILIKE, its own `%`, `_` and `\` taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Name, phone, e-mail or betting account id containing the text (a phone searched without its spaces, dots and
 * dashes), looked for in the one text its trigram index holds (migration 0016), so that 100,000 users are not read.
 */
function matching(text: string): SQL | undefined {
  const pattern = containing(text);
  const phone = containing(text.replace(/[\s.-]/g, ''));
  return phone === pattern
    ? ilike(USER_SEARCH_TEXT, pattern)
    : or(ilike(USER_SEARCH_TEXT, pattern), ilike(USER_SEARCH_TEXT, phone));
}

/** The list's keyset: registration time, then id (several users can register within one microsecond). */
export const usersNewestFirst = (query: Cursors) => newestFirst(users.registeredAt, users.id, 'uuid', query);

/** A user's cursor, from the row and its time read with `microsOf(users.registeredAt)`. */
export const cursorOf = (row: { micros: string; user: { id: string } }) => `${row.micros}_${row.user.id}`;

/**
 * A page of the users an admin may see (every one for the master, their countries' for an agent), newest
 * registration first, searched and filtered in the database: the dashboard never loads 100,000 users to show 50.
 * `before` reads down the list (older users), `after` up (newer ones, read oldest first and turned round): the
 * dashboard keeps only the pages around what it shows and asks again for those it let go (decision 035). Each
 * page names the cursors of the pages on either side of it, null at either end.
 */
export async function listUsersPage(deps: Deps, actor: Actor, query: UsersPageQuery) {
  assertRole(actor, 'admin');
  const group = query.group;
  const statuses =
    group === undefined
      ? undefined
      : USER_AUTHENTICATION_STATUSES.filter((status) => authenticationGroup(status) === group);
  const keyset = usersNewestFirst(query);
  const rows = await deps.db
    .select({ user: users, micros: microsOf(users.registeredAt) })
    .from(users)
    .where(
      and(
        usersInSight(actor),
        keyset.where,
        statuses === undefined ? undefined : inArray(users.authenticationStatus, statuses),
        query.country === undefined ? undefined : eq(users.country, query.country),
        query.q === undefined ? undefined : matching(query.q),
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const { page, next, previous } = newestFirstPage(rows, query.limit, query, cursorOf);
  const counters = await countTransactionsBySender(
    deps,
    page.map(({ user }) => user.id),
  );
  return {
    data: page.map(({ user }) => ({
      ...toRawUser(user),
      country: user.country,
      transactionCounters: counters.get(user.id) ?? noTransactions(),
    })),
    next,
    previous,
  };
}
