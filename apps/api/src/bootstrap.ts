import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { argon2Hasher } from './adapters/passwords.ts';
import { diskPictureStorage } from './adapters/picture-storage.ts';
import { configuredProcessors } from './adapters/processors/configured.ts';
import { configuredSms } from './adapters/sms/configured.ts';
import { PURGE_ATTEMPTS_JOB } from './auth/purge-sign-in-attempts.ts';
import { createCaches } from './common/caches.ts';
import type { Deps } from './common/context.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { jobs } from './db/schema.ts';
import { isDatabaseUnavailable, retryPauseMs } from './db/unavailable.ts';
import { PURGE_IDENTITY_FILES_JOB } from './identity/index.ts';
import { enqueue } from './jobs/queue.ts';
import { PURGE_JOB, scheduleMoneyRuleCheck, scheduleSweep } from './payments/index.ts';
import { PURGE_DELIVERIES_JOB } from './push/purge-push-deliveries.ts';
import { ensureMasterAdmin, type MasterAdminOutcome } from './seed/master-admin.ts';
import { type DemoSummary, seedDemo } from './seed/seed-demo.ts';

export const BOOTSTRAP_LOCK = 0x1_4a8;

/** The deepest cause of an error, as one line for the operator (drizzle's wrapper repeats the whole query). */
function reasonOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  const code = (inner as { code?: unknown } | null)?.code;
  const text = inner instanceof Error ? inner.message : String(inner);
  return typeof code === 'string' && !text.includes(code) ? `${code} ${text}`.trim() : text;
}

/**
 * Runs a start-up step until the database answers: a server started while PostgreSQL is down or restarting waits
 * for it (saying so once, then trying again at most every 5 s) instead of exiting. Any other failure (a bad
 * password, a missing database, a bug) stops the start as before.
 */
export async function untilDatabaseAnswers<T>(
  step: () => Promise<T>,
  say: (line: string) => void,
): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      const result = await step();
      if (failures > 1) say('La base de données répond : le démarrage continue.');
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (failures === 1)
        say(`La base de données ne répond pas (${reasonOf(error)}) : nouvel essai dans quelques secondes…`);
      await sleep(retryPauseMs(failures));
    }
  }
}

/**
 * Opens the configured database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR) and migrates it, waiting
 * for the database when it does not answer yet.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database =
    config.databaseUrl === undefined
      ? await openDatabase({ engine: 'pglite', dataDir: join(config.dataDir, 'pglite') })
      : await openDatabase({ engine: 'postgres', url: config.databaseUrl });
  await untilDatabaseAnswers(() => database.migrate(), console.warn);
  return database;
}

export function productionDeps(config: Config, database: Database): Deps {
  return {
    db: database.db,
    config,
    clock: () => new Date(),
    passwords: argon2Hasher(),
    pictures: diskPictureStorage(config.uploadDir),
    processors: configuredProcessors(config),
    sms: configuredSms(config),
    caches: createCaches(database.notifications),
    notifications: database.notifications,
  };
}

/** Maintenance jobs reschedule themselves; at start, make sure each has one queued (under the bootstrap lock). */
async function ensureMaintenanceScheduled(deps: Deps): Promise<void> {
  for (const kind of [PURGE_JOB, PURGE_ATTEMPTS_JOB, PURGE_DELIVERIES_JOB, PURGE_IDENTITY_FILES_JOB]) {
    const [pending] = await deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (pending === undefined) await enqueue(deps.db, kind, {}, deps.clock());
  }
  await scheduleSweep(deps.db, deps.clock());
  await scheduleMoneyRuleCheck(deps.db, deps.clock());
}

/** First-start work, once across processes: the master admin, the demo data unless SEED_DEMO=0, maintenance jobs. */
export async function bootstrap(
  database: Database,
  deps: Deps,
): Promise<{ master: MasterAdminOutcome; demo: DemoSummary | undefined }> {
  return database.withLock(BOOTSTRAP_LOCK, async () => {
    const master = await ensureMasterAdmin(deps);
    const demo = deps.config.seedDemo ? await seedDemo(deps) : undefined;
    await ensureMaintenanceScheduled(deps);
    return { master, demo };
  });
}
