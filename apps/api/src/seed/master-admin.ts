import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newAuthorizationKey } from '../adapters/tokens.ts';
import { recordAudit } from '../common/audit.ts';
import type { Deps } from '../common/context.ts';
import { endAllSessions } from '../common/sessions.ts';
import { ConfigError } from '../config.ts';
import { adminGrants, users } from '../db/schema.ts';
import { reassignPendingOperations } from '../operations/index.ts';

/** Staff accounts have no country of their own (ISO "unknown region") and a number in the spare +999 range. */
const STAFF_COUNTRY = 'ZZ';

export type MasterAdminOutcome =
  | { created: false; email: string }
  | { created: true; email: string; generatedPassword: string | undefined };

/**
 * Makes sure the master admin exists. MASTER_ADMIN_EMAIL names them (created if missing; if it names another
 * existing account, that account becomes the master only with the password of MASTER_ADMIN_PASSWORD, its sessions
 * ended: emails are not verified, so the account's own password may be anyone's); without it, the master created on
 * the first start stays. A password is generated, and reported once, when a new master is created without
 * MASTER_ADMIN_PASSWORD. A previous master loses the role, their sessions and their pending operations.
 */
export async function ensureMasterAdmin(deps: Deps): Promise<MasterAdminOutcome> {
  const wanted = deps.config.masterAdminEmail;
  const [current] = await deps.db.select().from(users).where(eq(users.isMaster, true)).limit(1);
  if (current !== undefined && (wanted === undefined || current.email === wanted)) {
    return { created: false, email: current.email };
  }
  const email = wanted ?? `admin@${deps.config.brandName.toLowerCase().replace(/[^a-z0-9-]/g, '')}.local`;
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const password = deps.config.masterAdminPassword;
  if (existing !== undefined && password === undefined) {
    throw new ConfigError([
      `MASTER_ADMIN_EMAIL : le compte ${email} existe déjà et son mot de passe a été choisi par son titulaire ; ` +
        'donnez MASTER_ADMIN_PASSWORD pour qu’il devienne l’administrateur principal avec ce mot de passe ' +
        '(ses sessions seront fermées), ou nommez une autre adresse.',
    ]);
  }
  const generatedPassword = password ?? randomBytes(18).toString('base64url');
  // argon2 before the transaction: nothing waits on the database while it runs.
  const passwordHash = await deps.passwords.hash(generatedPassword);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const previous = await tx
      .update(users)
      .set({ isMaster: false, isAdmin: false })
      .where(eq(users.isMaster, true))
      .returning({ id: users.id });
    let masterId: string;
    if (existing !== undefined) {
      await tx
        .update(users)
        .set({
          isMaster: true,
          isAdmin: true,
          authenticationStatus: 'active',
          statusBeforeLock: null,
          passwordHash,
        })
        .where(eq(users.id, existing.id));
      // The master has every right: no grant of their own.
      await tx.delete(adminGrants).where(eq(adminGrants.adminId, existing.id));
      await endAllSessions(tx, existing.id, now);
      masterId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          authorizationKey: newAuthorizationKey(),
          firstName: 'Administrateur',
          lastName: 'principal',
          phoneNumber: `+999${randomBytes(5).readUIntBE(0, 5).toString().padStart(12, '0').slice(0, 12)}`,
          country: STAFF_COUNTRY,
          email,
          passwordHash,
          registeredAt: now,
          isAdmin: true,
          isMaster: true,
          authenticationStatus: 'active',
        })
        .returning({ id: users.id });
      if (created === undefined) throw new Error('master admin insert returned nothing');
      masterId = created.id;
    }
    for (const { id } of previous) {
      await endAllSessions(tx, id, now);
      await reassignPendingOperations(tx, { adminId: id, actor: null, meta: null, now });
    }
    await recordAudit(tx, {
      actor: null,
      meta: null,
      action: 'admin.master',
      target: `user:${masterId}`,
      before: { masterId: previous[0]?.id ?? null },
      after: { masterId, promoted: existing !== undefined },
      at: now,
    });
  });
  if (existing !== undefined) return { created: false, email };
  return { created: true, email, generatedPassword: password === undefined ? generatedPassword : undefined };
}
