import type { Me } from '@1xpay/contract';
import { canMoveMoney, type OperationType } from '@1xpay/domain';
import type { Actor } from '../common/context.ts';
import { toRawUser } from '../common/wire.ts';

export function getMe(actor: Actor): Me {
  const { authorizationKey: _handle, userUuid, ...user } = toRawUser(actor.user);
  return {
    uuid: userUuid,
    ...user,
    isMaster: actor.user.isMaster,
    canMoveMoney: canMoveMoney(user.userAuthenticationStatus),
    grant:
      actor.grant === null
        ? null
        : {
            countries: actor.grant.countries,
            // The table's check constraint admits only deposit, withdrawal and transfer.
            allowedOperationsTypes: actor.grant.allowedOperationsTypes as OperationType[],
          },
    sessionExpiresAt: actor.sessionExpiresAt.getTime(),
  };
}
