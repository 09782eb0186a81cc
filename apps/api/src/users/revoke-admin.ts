import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { changeGrant, type GrantOutcome } from './grants.ts';

/**
 * Takes rights away: the countries and the types given are removed from the admin's grant. An admin left with no
 * country or no type is no longer an admin, and their dashboard sessions end. Their pending operations the grant no
 * longer covers go to another eligible agent (else the master), in the same transaction. With four-eyes on, the
 * change waits for a second admin (decision 046).
 */
export async function revokeAdmin(
  deps: Deps,
  actor: Actor,
  input: { adminId: string; countries: string[]; allowedOperationsTypes: string[] },
  meta: RequestMeta,
): Promise<GrantOutcome> {
  assertRole(actor, 'master');
  return changeGrant(
    deps,
    actor,
    input.adminId,
    (before) => ({
      countries: before.countries.filter((country) => !input.countries.includes(country)),
      types: before.allowedOperationsTypes.filter((type) => !input.allowedOperationsTypes.includes(type)),
    }),
    'admin.revoke',
    meta,
  );
}
