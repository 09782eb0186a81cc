import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { statementOnce } from './prepared.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('statementOnce', () => {
  let builds = 0;
  const sum = statementOnce<{ total: string; label: string | null; at: Date | string }>(() => {
    builds += 1;
    return sql`select (${sql.placeholder('a')}::bigint + ${sql.placeholder('b')}::bigint)::text as total,
                      ${sql.placeholder('label')}::text as label, ${sql.placeholder('at')}::timestamptz as at`;
  });

  it('builds its SQL once and binds each run’s values: bigint, null and a date arrive as they were given', async () => {
    const at = new Date('2026-11-27T08:00:00.123Z');
    const first = await sum(database.db, { a: 9_007_199_254_740_993n, b: 1n, label: 'un', at });
    const second = await sum(database.db, { a: 2n, b: 3n, label: null, at });
    expect(first.rows.map((row) => [row.total, row.label, new Date(row.at).toISOString()])).toEqual([
      ['9007199254740994', 'un', at.toISOString()],
    ]);
    expect(second.rows.map((row) => [row.total, row.label])).toEqual([['5', null]]);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction too, and PostgreSQL keeps it prepared under one name per connection', async () => {
    await database.db.transaction(async (tx) => {
      const at = new Date();
      expect((await sum(tx, { a: 1n, b: 1n, label: 'x', at })).rows[0]?.total).toBe('2');
      expect((await sum(tx, { a: 2n, b: 2n, label: 'x', at })).rows[0]?.total).toBe('4');
      const prepared = (
        (await tx.execute(
          sql`select name from pg_prepared_statements where statement like '%::bigint)::text as total%'`,
        )) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      // node-postgres prepares it by name; PGlite has no named statements.
      if (database.engine === 'postgres')
        expect(prepared.map((row) => row.name)).toEqual([expect.stringMatching(/^n_/)]);
      else expect(prepared).toEqual([]);
    });
  });

  it('refuses a run that lacks one of its values, before anything is sent', async () => {
    await expect(sum(database.db, { a: 1n, b: 1n, label: 'x' })).rejects.toThrow(/placeholder "at"/);
  });
});
