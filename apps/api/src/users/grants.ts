import { eq } from 'drizzle-orm';
import type { UserRow } from '../common/context.ts';
import type { Executor } from '../db/client.ts';
import { adminGrants, users } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

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
