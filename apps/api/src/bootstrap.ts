import { join } from 'node:path';
import { argon2Hasher } from './adapters/passwords.ts';
import { diskPictureStorage } from './adapters/picture-storage.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { ensureMasterAdmin, type MasterAdminOutcome } from './seed/master-admin.ts';
import { type DemoSummary, seedDemo } from './seed/seed-demo.ts';
import type { Deps } from './use-cases/context.ts';

export const BOOTSTRAP_LOCK = 0x1_4a8;

/** Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database =
    config.databaseUrl === undefined
      ? await openDatabase({ engine: 'pglite', dataDir: join(config.dataDir, 'pglite') })
      : await openDatabase({ engine: 'postgres', url: config.databaseUrl });
  await database.migrate();
  return database;
}

export function productionDeps(config: Config, database: Database): Deps {
  return {
    db: database.db,
    config,
    clock: () => new Date(),
    passwords: argon2Hasher(),
    pictures: diskPictureStorage(config.uploadDir),
  };
}

/** First-start work, once across processes: the master admin, then the demo data unless SEED_DEMO=0. */
export async function bootstrap(
  database: Database,
  deps: Deps,
): Promise<{ master: MasterAdminOutcome; demo: DemoSummary | undefined }> {
  return database.withLock(BOOTSTRAP_LOCK, async () => {
    const master = await ensureMasterAdmin(deps);
    const demo = deps.config.seedDemo ? await seedDemo(deps) : undefined;
    return { master, demo };
  });
}
