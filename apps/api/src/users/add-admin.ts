import type { GrantBody } from '@1xpay/contract';
import type { Actor, Deps, RequestMeta } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';
import { changeGrant, type GrantOutcome } from './grants.ts';

/**
 * Grants admin rights, or widens them: the countries and types given are added to those the admin had. With
 * four-eyes on, the change waits for a second admin (decision 046).
 */
export async function addAdmin(
  deps: Deps,
  actor: Actor,
  input: GrantBody,
  meta: RequestMeta,
): Promise<GrantOutcome> {
  assertRole(actor, 'master');
  return changeGrant(
    deps,
    actor,
    input.adminId,
    (before) => ({
      countries: [...new Set([...before.countries, ...input.countries])].sort(),
      types: [...new Set([...before.allowedOperationsTypes, ...input.allowedOperationsTypes])].sort(),
    }),
    'admin.add',
    meta,
  );
}
