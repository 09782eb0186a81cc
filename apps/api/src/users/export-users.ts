import type { UserListItem, UsersPageQuery } from '@1xpay/contract';
import type { Actor, Deps } from '../common/context.ts';
import { everyRow } from '../common/every-row.ts';
import { assertRole } from '../common/roles.ts';
import { listUsersPage } from './list-users-page.ts';

/** Rows read from the database per page of an export. */
export const EXPORT_PAGE = 200;

/**
 * Every user the list's search and filters select (not only the rows on screen), newest registration first, read
 * a page at a time as the CSV is written: the same query, scope and order as GET /admin/users.
 */
export function usersToExport(
  deps: Deps,
  actor: Actor,
  filter: Omit<UsersPageQuery, 'limit' | 'before'>,
): AsyncGenerator<UserListItem> {
  assertRole(actor, 'admin');
  return everyRow(async (before: string | undefined) => {
    const page = await listUsersPage(deps, actor, { ...filter, limit: EXPORT_PAGE, before });
    return { rows: page.data, next: page.next };
  });
}
