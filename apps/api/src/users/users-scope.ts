import { inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '../common/context.ts';
import { users } from '../db/schema.ts';

/** The users an admin may see: everyone for the master; for an agent, the users of their granted countries. */
export function usersInSight(actor: Actor): SQL | undefined {
  return actor.user.isMaster ? undefined : inArray(users.country, actor.grant?.countries ?? []);
}
