import { AppError, forbidden } from '../errors.ts';
import type { Actor } from './context.ts';

/** What a call needs beyond a session: any admin (agents and the master), or the master admin only. */
export type Role = 'admin' | 'master';

/**
 * Refuses an actor without the role (403). Routes call it before reading their input (authorization before
 * validation); use cases call it again, so that none relies on its caller.
 */
export function assertRole(actor: Actor, role: Role): void {
  if (role === 'master' && !actor.user.isMaster) throw new AppError('forbidden', 'masterOnly');
  if (!actor.user.isAdmin) throw forbidden();
}
