import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { argon2Hasher } from '../adapters/passwords.ts';
import { diskPictureStorage } from '../adapters/picture-storage.ts';
import { processorsOf } from '../adapters/processors/processors.ts';
import { sandboxProcessor } from '../adapters/processors/sandbox.ts';
import { logSms } from '../adapters/sms/log-sms.ts';
import { bootstrap } from '../bootstrap.ts';
import { createCaches } from '../common/caches.ts';
import type { Deps } from '../common/context.ts';
import { parseConfig } from '../config.ts';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';
import { pictures, transactions, users } from '../db/schema.ts';
import { TEST_ORIGIN, testClock } from '../testing/test-app.ts';
import { createServerDatabase, testServerUrl } from '../testing/test-database.ts';

const MIGRATION_COUNT = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

// Runs only in the PostgreSQL suite (npm run test:postgres): PGlite is one connection in one process.

describe('bootstrap: two processes starting at once (PostgreSQL)', () => {
  it('applies the migrations once, creates one master admin and loads the demo data once', async () => {
    const created = await createServerDatabase(testServerUrl() ?? '');
    const uploadDir = await mkdtemp(join(tmpdir(), '1xpay-bootstrap-'));
    const handles = await Promise.all([
      openDatabase({ engine: 'postgres', url: created.url, poolSize: 4 }),
      openDatabase({ engine: 'postgres', url: created.url, poolSize: 4 }),
    ]);
    try {
      const clock = testClock();
      const start = (database: Database) => {
        const deps: Deps = {
          db: database.db,
          config: parseConfig({ PUBLIC_URL: TEST_ORIGIN, UPLOAD_DIR: uploadDir, LOG_LEVEL: 'silent' }),
          clock: clock.now,
          passwords: argon2Hasher({ memoryCost: 1024, timeCost: 1 }),
          pictures: diskPictureStorage(uploadDir),
          processors: processorsOf({ mobileMoney: sandboxProcessor(1000) }),
          sms: logSms(),
          caches: createCaches(database.notifications),
          notifications: database.notifications,
        };
        return database.migrate().then(() => bootstrap(database, deps));
      };
      const outcomes = await Promise.all(handles.map(start));

      expect(outcomes.filter((outcome) => outcome.master.created)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.demo !== undefined)).toHaveLength(1);
      const db = handles[0]?.db;
      if (db === undefined) throw new Error('no handle');
      const applied = (await db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as {
        rows: unknown[];
      };
      expect(applied.rows).toEqual([{ n: MIGRATION_COUNT }]);
      const [masterCount] = await db.select({ n: count() }).from(users).where(eq(users.isMaster, true));
      expect(masterCount?.n).toBe(1);
      const [customers] = await db.select({ n: count() }).from(users).where(eq(users.isAdmin, false));
      expect(customers?.n).toBe(50);
      const [transactionCount] = await db.select({ n: count() }).from(transactions);
      expect(transactionCount?.n).toBe(500);
      const [pictureCount] = await db.select({ n: count() }).from(pictures);
      expect(pictureCount?.n).toBe(3);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await created.drop();
      await rm(uploadDir, { recursive: true, force: true });
    }
  });
});
