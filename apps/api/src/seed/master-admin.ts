import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newAuthorizationKey } from '../adapters/tokens.ts';
import type { Deps } from '../common/context.ts';
import { users } from '../db/schema.ts';

/** Staff accounts have no country of their own (ISO "unknown region") and a number in the spare +999 range. */
const STAFF_COUNTRY = 'ZZ';

export type MasterAdminOutcome =
  | { created: false; email: string }
  | { created: true; email: string; generatedPassword: string | undefined };

/**
 * Makes sure the master admin exists. MASTER_ADMIN_EMAIL names them (created if missing, promoted if not yet
 * master); without it, the master created on the first start stays. A password is generated, and reported once,
 * when MASTER_ADMIN_PASSWORD is unset.
 */
export async function ensureMasterAdmin(deps: Deps): Promise<MasterAdminOutcome> {
  const wanted = deps.config.masterAdminEmail;
  const [current] = await deps.db.select().from(users).where(eq(users.isMaster, true)).limit(1);
  if (current !== undefined && (wanted === undefined || current.email === wanted)) {
    return { created: false, email: current.email };
  }
  const email = wanted ?? `admin@${deps.config.brandName.toLowerCase().replace(/[^a-z0-9-]/g, '')}.local`;
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing !== undefined) {
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ isMaster: false }).where(eq(users.isMaster, true));
      await tx
        .update(users)
        .set({ isMaster: true, isAdmin: true, authenticationStatus: 'active' })
        .where(eq(users.id, existing.id));
    });
    return { created: false, email };
  }
  const generatedPassword =
    deps.config.masterAdminPassword === undefined ? randomBytes(18).toString('base64url') : undefined;
  const passwordHash = await deps.passwords.hash(deps.config.masterAdminPassword ?? generatedPassword ?? '');
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ isMaster: false }).where(eq(users.isMaster, true));
    await tx.insert(users).values({
      authorizationKey: newAuthorizationKey(),
      firstName: 'Administrateur',
      lastName: 'principal',
      phoneNumber: `+999${randomBytes(5).readUIntBE(0, 5).toString().padStart(12, '0').slice(0, 12)}`,
      country: STAFF_COUNTRY,
      email,
      passwordHash,
      registeredAt: deps.clock(),
      isAdmin: true,
      isMaster: true,
      authenticationStatus: 'active',
    });
  });
  return { created: true, email, generatedPassword };
}
