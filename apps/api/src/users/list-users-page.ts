import type { UsersPageQuery } from '@1xpay/contract';
import { authenticationGroup, USER_AUTHENTICATION_STATUSES } from '@1xpay/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../common/context.ts';
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

/**
 * The cursor names the last user of a page by registration time in microseconds and id: the next page starts
 * after it in (time, id) order, newest first, whoever registers meanwhile.
 */
/** A user's registration time in microseconds, the first half of a cursor. */
export const CURSOR_MICROS = sql<string>`(extract(epoch from ${users.registeredAt}) * 1000000)::bigint::text`;

/** The cursor of the page after the one `last` (read with CURSOR_MICROS) ends. */
export const cursorAfter = (last: { micros: string; user: { id: string } }) =>
  `${last.micros}_${last.user.id}`;

export function before(cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const [micros = '0', id = ''] = cursor.split('_');
  return sql`(${users.registeredAt}, ${users.id}) < (to_timestamp(0) + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`;
}

/**
 * A page of the users an admin may see (every one for the master, their countries' for an agent), newest
 * registration first, searched and filtered in the database: the dashboard never loads 100,000 users to show 50.
 */
export async function listUsersPage(deps: Deps, actor: Actor, query: UsersPageQuery) {
  assertRole(actor, 'admin');
  const group = query.group;
  const statuses =
    group === undefined
      ? undefined
      : USER_AUTHENTICATION_STATUSES.filter((status) => authenticationGroup(status) === group);
  const rows = await deps.db
    .select({
      user: users,
      micros: CURSOR_MICROS,
    })
    .from(users)
    .where(
      and(
        usersInSight(actor),
        before(query.before),
        statuses === undefined ? undefined : inArray(users.authenticationStatus, statuses),
        query.country === undefined ? undefined : eq(users.country, query.country),
        query.q === undefined ? undefined : matching(query.q),
      ),
    )
    .orderBy(desc(users.registeredAt), desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
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
    next: rows.length > query.limit && last !== undefined ? cursorAfter(last) : null,
  };
}
