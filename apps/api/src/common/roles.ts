import { canMoveMoney, type UserAuthenticationStatus } from '@1xpay/domain';
import { AppError, forbidden } from '../errors.ts';
import type { Actor } from './context.ts';

/**
 * What a call needs beyond a session: any admin (agents and the master), the master admin only, or an account that
 * may move money (a `payer`: a signed-in user whose phone is verified, outside §4.4's blocked group).
 */
export type Role = 'admin' | 'master' | 'payer';

/**
 * Refuses an actor without the role (403). Routes call it before reading their input (authorization before
 * validation); use cases call it again, so that none relies on its caller.
 */
export function assertRole(actor: Actor, role: Role): void {
  if (role === 'payer') {
    const status = actor.user.authenticationStatus as UserAuthenticationStatus;
    if (status === 'pending') throw new AppError('forbidden', 'phoneNotVerified');
    // A suspended customer hears why (the reason the agent gave, issue 34); a locked one, to contact the service.
    if (status === 'transactionSuspended' && actor.user.statusReason !== null) {
      throw new AppError('forbidden', 'paymentsSuspended', { params: { reason: actor.user.statusReason } });
    }
    if (!canMoveMoney(status)) throw new AppError('forbidden', 'cannotMoveMoney');
    return;
  }
  if (role === 'master' && !actor.user.isMaster) throw new AppError('forbidden', 'masterOnly');
  if (!actor.user.isAdmin) throw forbidden();
}
