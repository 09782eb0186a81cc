import type { PendingChange } from '@1xpay/contract';
import { touchesOfGrant } from '@1xpay/domain';
import { eq } from 'drizzle-orm';
import {
  proposeChangeIn,
  readFourEyesIn,
  registerChangeKind,
  waitingProposalIn,
} from '../catalogue/index.ts';
import { recordAudit } from '../common/audit.ts';
import type { Actor, Deps, RequestMeta, UserRow } from '../common/context.ts';
import { endAllSessions } from '../common/sessions.ts';
import type { Executor } from '../db/client.ts';
import { adminGrants, users } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { reassignPendingOperations } from '../operations/index.ts';

export type GrantView = {
  adminId: string;
  isAdmin: boolean;
  countries: string[];
  allowedOperationsTypes: ('deposit' | 'withdrawal' | 'transfer')[];
};

export function grantView(
  user: Pick<UserRow, 'id' | 'isAdmin'>,
  grant: { countries: string[]; allowedOperationsTypes: string[] } | null,
): GrantView {
  return {
    adminId: user.id,
    isAdmin: user.isAdmin,
    countries: grant?.countries ?? [],
    allowedOperationsTypes: (grant?.allowedOperationsTypes ?? []) as GrantView['allowedOperationsTypes'],
  };
}

/** The user whose rights change, locked for the transaction; the master admin's rights are not changed here. */
export async function lockGrantee(tx: Executor, adminId: string) {
  const [row] = await tx
    .select({ user: users, grant: adminGrants })
    .from(users)
    .leftJoin(adminGrants, eq(adminGrants.adminId, users.id))
    .where(eq(users.id, adminId))
    .for('update', { of: users })
    .limit(1);
  if (row === undefined) throw notFound('adminNotFound');
  if (row.user.isMaster) throw new AppError('forbidden', 'cannotChangeMaster');
  return row;
}

/** The rights as they stand, the user locked. */
async function liveGrantIn(tx: Executor, adminId: string) {
  const { user, grant } = await lockGrantee(tx, adminId);
  return { user, before: grantView(user, user.isAdmin ? grant : null) };
}

/**
 * Gives the user exactly `countries` and `types` (none: no longer an admin, their dashboard sessions ended), with
 * the audit entry `action`; the grant's `widenedAt` moves only when it gains a country or a type (four-eyes'
 * cooling period, decision 046). Their pending operations the rights no longer cover go to another eligible agent.
 */
async function setGrantIn(
  tx: Executor,
  actor: Actor,
  change: { user: UserRow; before: GrantView; countries: string[]; types: string[]; action: string },
  meta: RequestMeta,
  now: Date,
): Promise<GrantView> {
  const { user, before, countries, types } = change;
  const stillAdmin = countries.length > 0 && types.length > 0;
  const widened =
    !before.isAdmin ||
    countries.some((country) => !before.countries.includes(country)) ||
    types.some((type) => !(before.allowedOperationsTypes as string[]).includes(type));
  const narrowed =
    before.countries.some((country) => !countries.includes(country)) ||
    before.allowedOperationsTypes.some((type) => !types.includes(type));
  if (stillAdmin) {
    const values = { countries, allowedOperationsTypes: types, updatedAt: now };
    await tx
      .insert(adminGrants)
      .values({ adminId: user.id, ...values, widenedAt: now })
      .onConflictDoUpdate({
        target: adminGrants.adminId,
        set: widened ? { ...values, widenedAt: now } : values,
      });
    if (!user.isAdmin) await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  } else {
    await tx.delete(adminGrants).where(eq(adminGrants.adminId, user.id));
    await tx.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    await endAllSessions(tx, user.id, now, 'dashboard');
  }
  const after = grantView(
    { id: user.id, isAdmin: stillAdmin },
    stillAdmin ? { countries, allowedOperationsTypes: types } : null,
  );
  await recordAudit(tx, {
    actor,
    meta,
    action: change.action,
    target: `user:${user.id}`,
    before,
    after,
    at: now,
  });
  if (narrowed) await reassignPendingOperations(tx, { adminId: user.id, actor, meta, now });
  return after;
}

export type GrantOutcome = { applied: GrantView } | { pending: PendingChange };

/**
 * Changes an admin's rights to what `next` makes of the current ones (master admin only). With four-eyes on, the
 * change waits for a second admin (decision 046) and nothing changes yet; else it applies at once.
 */
export async function changeGrant(
  deps: Deps,
  actor: Actor,
  adminId: string,
  next: (before: GrantView) => { countries: string[]; types: string[] },
  action: 'admin.add' | 'admin.revoke',
  meta: RequestMeta,
): Promise<GrantOutcome> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const policy = await readFourEyesIn(tx, true);
    const { user, before } = await liveGrantIn(tx, adminId);
    if (policy.enabled) {
      // A change already waiting for this admin is built on (and superseded): the dashboard adds, then takes away.
      const waiting = (await waitingProposalIn(tx, 'adminRights', user.id)) as GrantView | undefined;
      const { countries, types } = next(waiting ?? before);
      const stillAdmin = countries.length > 0 && types.length > 0;
      const proposed = grantView(
        { id: user.id, isAdmin: stillAdmin },
        stillAdmin ? { countries, allowedOperationsTypes: types } : null,
      );
      const change = { kind: 'adminRights' as const, subject: user.id, proposed };
      return { pending: await proposeChangeIn(tx, actor, change, meta, now) };
    }
    const { countries, types } = next(before);
    return { applied: await setGrantIn(tx, actor, { user, before, countries, types, action }, meta, now) };
  });
}

// The admins' rights as a four-eyes change: the live rights of the subject, applied as proposed once approved.
registerChangeKind('adminRights', {
  live: async (tx, subject) => (await liveGrantIn(tx, subject ?? '')).before,
  async apply(tx, actor, change, meta, now) {
    const { user, before } = await liveGrantIn(tx, change.subject ?? '');
    const proposed = change.proposed as GrantView;
    const countries = proposed.countries;
    const types = proposed.allowedOperationsTypes;
    await setGrantIn(tx, actor, { user, before, countries, types, action: 'admin.rights.save' }, meta, now);
  },
  touches: (basedOn, proposed) => touchesOfGrant(basedOn as GrantView, proposed as GrantView),
  audit: 'admin.rights',
});
