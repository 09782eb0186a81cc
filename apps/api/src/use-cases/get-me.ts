import type { Me } from '@1xpay/contract';
import { canMoveMoney, type OperationType, type UserAuthenticationStatus } from '@1xpay/domain';
import type { Actor } from './context.ts';

export function getMe(actor: Actor): Me {
  const { user } = actor;
  const status = user.authenticationStatus as UserAuthenticationStatus;
  return {
    uuid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    accountId1xBet: user.accountId1xBet,
    registeredAt: user.registeredAt.getTime(),
    isAdmin: user.isAdmin,
    isMaster: user.isMaster,
    userAuthenticationStatus: status,
    canMoveMoney: canMoveMoney(status),
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
