import { randomInt } from 'node:crypto';
import { newAuthorizationKey } from '../adapters/tokens.ts';
import type { Deps, UserRow } from '../common/context.ts';
import { openSession, type SessionKind } from '../common/sessions.ts';
import { adminGrants, operations, transactions, users } from '../db/schema.ts';

export const TEST_PASSWORD = 'mot-de-passe-solide';

const hashes = new WeakMap<Deps, Promise<string>>();
function passwordHash(deps: Deps): Promise<string> {
  let hash = hashes.get(deps);
  if (hash === undefined) {
    hash = deps.passwords.hash(TEST_PASSWORD);
    hashes.set(deps, hash);
  }
  return hash;
}

/** Numbers the users, references and times the fixtures make; from 1 in every test file (see setup-file.ts). */
let sequence = 0;

/** Starts the fixtures' numbering again: each test file's numbers are those it had alone, whatever ran before. */
export function restartFixtureNumbers(): void {
  sequence = 0;
}

export async function createUser(
  deps: Deps,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  sequence += 1;
  const [user] = await deps.db
    .insert(users)
    .values({
      authorizationKey: newAuthorizationKey(),
      firstName: 'Awa',
      lastName: `Diallo${sequence}`,
      phoneNumber: `+2290196${String(sequence).padStart(6, '0')}`,
      country: 'BJ',
      email: `user${sequence}.${randomInt(1_000_000)}@example.bj`,
      accountId1xBet: '123456789',
      passwordHash: await passwordHash(deps),
      registeredAt: new Date(deps.clock().getTime() - sequence * 60_000),
      authenticationStatus: 'accepted',
      ...overrides,
    })
    .returning();
  if (user === undefined) throw new Error('user insert returned nothing');
  return user;
}

export async function signIn(
  deps: Deps,
  user: UserRow,
  kind: SessionKind = 'customer',
  rememberMe = false,
): Promise<string> {
  const session = await openSession(deps.db, {
    userId: user.id,
    kind,
    rememberMe,
    now: deps.clock(),
    meta: { ip: '127.0.0.1', userAgent: 'vitest' },
    replacing: undefined,
  });
  return session.apiKey;
}

export type Signed = { user: UserRow; apiKey: string; bearer: { authorization: string } };

async function signed(deps: Deps, user: UserRow, kind: SessionKind, rememberMe = false): Promise<Signed> {
  const apiKey = await signIn(deps, user, kind, rememberMe);
  return { user, apiKey, bearer: { authorization: `Bearer ${apiKey}` } };
}

export async function customer(
  deps: Deps,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<Signed> {
  return signed(deps, await createUser(deps, overrides), 'customer');
}

/**
 * A regular admin with a dashboard session, as the real path makes one: a registered account whose number was
 * verified (`active`) given a grant by the master admin, now by the test's clock (four-eyes' cooling period counts
 * from then).
 */
export async function agent(
  deps: Deps,
  grant: { countries: string[]; allowedOperationsTypes: string[] } = {
    countries: ['BJ'],
    allowedOperationsTypes: ['deposit'],
  },
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<Signed> {
  const user = await createUser(deps, { isAdmin: true, authenticationStatus: 'active', ...overrides });
  await deps.db.insert(adminGrants).values({ adminId: user.id, ...grant, widenedAt: deps.clock() });
  return signed(deps, user, 'dashboard');
}

export async function master(deps: Deps, options: { rememberMe?: boolean } = {}): Promise<Signed> {
  const user = await createUser(deps, {
    isAdmin: true,
    isMaster: true,
    authenticationStatus: 'active',
    country: 'ZZ',
  });
  return signed(deps, user, 'dashboard', options.rememberMe);
}

/** A transaction reference unique in the test run that says what the test made it for: `1XP-HIST-A-0042`. */
export function labelledReference(label: string): string {
  sequence += 1;
  return `1XP-${label}-${String(sequence).padStart(4, '0')}`;
}

export async function createTransaction(
  deps: Deps,
  sender: UserRow,
  overrides: Partial<typeof transactions.$inferInsert> = {},
): Promise<typeof transactions.$inferSelect> {
  sequence += 1;
  const [row] = await deps.db
    .insert(transactions)
    .values({
      reference: `1XP-TEST-${String(sequence).padStart(6, '0')}`,
      senderId: sender.id,
      type: 'deposit',
      country: sender.country,
      operator: 'mtn',
      payerPhone: sender.phoneNumber,
      accountId1xBet: sender.accountId1xBet,
      amount: 10_000n,
      fees: 100n,
      statusCode: 204,
      createdAt: new Date(deps.clock().getTime() - 1000 * (1000 - sequence)),
      ...overrides,
    })
    .returning();
  if (row === undefined) throw new Error('transaction insert returned nothing');
  return row;
}

export async function createOperation(
  deps: Deps,
  reference: string,
  adminId: string,
  overrides: Partial<typeof operations.$inferInsert> = {},
) {
  const [row] = await deps.db
    .insert(operations)
    .values({ transactionReference: reference, adminId, operationStatus: 'pending', ...overrides })
    .returning();
  if (row === undefined) throw new Error('operation insert returned nothing');
  return row;
}
