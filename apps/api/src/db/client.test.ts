import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAuthorizationKey } from '../adapters/tokens.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { type Database, isReachable, MIGRATIONS_FOLDER } from './client.ts';
import * as schema from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const TABLES = Object.values(schema as Record<string, unknown>).flatMap((value) =>
  is(value, PgTable) ? [getTableConfig(value)] : [],
);

const MIGRATIONS = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries;

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rows<T>(statement: SQL): Promise<T[]> {
  const result = (await database.db.execute(statement)) as { rows: T[] };
  return result.rows;
}

/** Every column of the database's own schema, as "table.column: type". */
async function columnsInDatabase(): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema() order by table_name, column_name`,
  );
  return columns.map((row) => `${row.table_name}.${row.column_name}: ${row.data_type}`);
}

async function appliedMigrations(): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? -1;
}

describe('migrate()', () => {
  it('creates every table and column of db/schema.ts', async () => {
    expect(TABLES.map((table) => table.name).sort()).toEqual([
      'admin_grants',
      'admin_recovery_codes',
      'admin_totp',
      'audit_log',
      'idempotency_keys',
      'identity_files',
      'identity_submissions',
      'jobs',
      'ledger_balances',
      'ledger_entries',
      'ledger_postings',
      'login_attempts',
      'money_rule_breaks',
      'operations',
      'payouts',
      'pending_changes',
      'phone_codes',
      'pictures',
      'push_campaigns',
      'push_deliveries',
      'push_subscriptions',
      'refunds',
      'registration_attempts',
      'saved_views',
      'sessions',
      'settings',
      'transaction_events',
      'transactions',
      'users',
      'webhook_events',
    ]);
    const inDatabase = await columnsInDatabase();
    const tablesInDatabase = new Set(inDatabase.map((column) => column.split('.')[0]));
    for (const table of TABLES) {
      expect(tablesInDatabase, table.name).toContain(table.name);
      for (const column of table.columns) {
        expect(inDatabase, `${table.name}.${column.name}`).toContainEqual(
          expect.stringMatching(new RegExp(`^${table.name}\\.${column.name}: `)),
        );
      }
    }
    // Nothing in the database that the schema does not describe.
    expect(inDatabase).toHaveLength(TABLES.reduce((sum, table) => sum + table.columns.length, 0));
    expect(await appliedMigrations()).toBe(MIGRATIONS.length);
  });

  it('stores money as bigint columns', async () => {
    const inDatabase = await columnsInDatabase();
    expect(inDatabase).toContain('transactions.amount: bigint');
    expect(inDatabase).toContain('transactions.fees: bigint');
  });

  it('is harmless when run again: nothing re-applied, data kept', async () => {
    const [user] = await database.db
      .insert(schema.users)
      .values({
        authorizationKey: newAuthorizationKey(),
        firstName: 'Awa',
        lastName: 'Diallo',
        phoneNumber: '+2290196000099',
        country: 'BJ',
        email: 'awa.migrate@example.bj',
        passwordHash: 'x',
      })
      .returning();
    const before = await columnsInDatabase();
    await database.migrate();
    await database.migrate();
    expect(await columnsInDatabase()).toEqual(before);
    expect(await appliedMigrations()).toBe(MIGRATIONS.length);
    const kept = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, user?.id ?? ''));
    expect(kept).toEqual([user]);
  });
});

describe('money columns', () => {
  it('come back as exact bigint, even beyond 2^53', async () => {
    const [sender] = await database.db
      .insert(schema.users)
      .values({
        authorizationKey: newAuthorizationKey(),
        firstName: 'Moussa',
        lastName: 'Traoré',
        phoneNumber: '+22376000099',
        country: 'ML',
        email: 'moussa.bigint@example.ml',
        passwordHash: 'x',
      })
      .returning();
    if (sender === undefined) throw new Error('user insert returned nothing');
    const amount = 9_007_199_254_740_993n; // 2^53 + 1: a float would read it back as 2^53
    await database.db.insert(schema.transactions).values({
      reference: 'BIGINT-1',
      senderId: sender.id,
      type: 'deposit',
      country: 'ML',
      operator: 'orange',
      payerPhone: sender.phoneNumber,
      amount,
      fees: amount - 1n,
      statusCode: 202,
    });
    const [row] = await database.db
      .select({ amount: schema.transactions.amount, fees: schema.transactions.fees })
      .from(schema.transactions)
      .where(eq(schema.transactions.reference, 'BIGINT-1'));
    expect(typeof row?.amount).toBe('bigint');
    expect(row?.amount).toBe(9_007_199_254_740_993n);
    expect(row?.fees).toBe(9_007_199_254_740_992n);
    // The database holds the exact value too, not a rounded one.
    const stored = await rows<{ amount: string }>(
      sql`select amount::text as amount from transactions where reference = 'BIGINT-1'`,
    );
    expect(stored).toEqual([{ amount: '9007199254740993' }]);
  });
});

describe('isReachable', () => {
  it('is true on an open database and returns the error once it is closed', async () => {
    const other = await openTestDatabase();
    expect(await isReachable(other.db)).toBe(true);
    await other.close();
    const after = await isReachable(other.db);
    expect(after).toBeInstanceOf(Error);
  });
});

describe('append-only tables', () => {
  it('refuse to change or remove a ledger entry, a posting or a status event', async () => {
    const db = database.db;
    const [user] = await db
      .insert(schema.users)
      .values({
        authorizationKey: newAuthorizationKey(),
        firstName: 'Ama',
        lastName: 'Mensah',
        phoneNumber: '+2290197123456',
        country: 'BJ',
        email: 'ama.append@example.bj',
        passwordHash: 'x',
      })
      .returning();
    if (user === undefined) throw new Error('no user');
    await db.insert(schema.transactions).values({
      reference: '1XP-APPEND-1',
      senderId: user.id,
      type: 'deposit',
      country: 'BJ',
      operator: 'mtn',
      payerPhone: user.phoneNumber,
      amount: 1000n,
      statusCode: 230,
    });
    const [entry] = await db
      .insert(schema.ledgerEntries)
      .values({ reference: '1XP-APPEND-1', kind: 'collection' })
      .returning();
    if (entry === undefined) throw new Error('no entry');
    await db
      .insert(schema.ledgerPostings)
      .values({ entryId: entry.id, account: 'fees_revenue', currency: 'XOF', amount: -10n });
    await db
      .insert(schema.transactionEvents)
      .values({ reference: '1XP-APPEND-1', toCode: 201, source: 'api' });
    const attempts: [string, () => Promise<unknown>][] = [
      ['ledger_entries', () => db.update(schema.ledgerEntries).set({ kind: 'delivery' })],
      ['ledger_entries', () => db.delete(schema.ledgerEntries)],
      ['ledger_postings', () => db.update(schema.ledgerPostings).set({ amount: 0n })],
      ['ledger_postings', () => db.delete(schema.ledgerPostings)],
      ['transaction_events', () => db.update(schema.transactionEvents).set({ toCode: 200 })],
      ['transaction_events', () => db.execute(sql`truncate transaction_events`)],
    ];
    for (const [table, attempt] of attempts) {
      // Drizzle wraps the database's error ("Failed query: …"); the trigger's message is its cause.
      const error = await attempt().then(
        () => undefined,
        (thrown: unknown) => thrown as { message: string; cause?: { message?: string } },
      );
      expect(error?.cause?.message ?? error?.message, table).toMatch(new RegExp(`^${table} is append-only`));
    }
    const [postings] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.ledgerPostings);
    expect(postings?.n).toBe(1);
  });
});
