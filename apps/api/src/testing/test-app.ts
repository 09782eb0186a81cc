import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { argon2Hasher } from '../adapters/passwords.ts';
import { diskPictureStorage } from '../adapters/picture-storage.ts';
import { configuredProcessors } from '../adapters/processors/configured.ts';
import type { Processors } from '../adapters/processors/processors.ts';
import { configuredSms } from '../adapters/sms/configured.ts';
import { type LogSms, logSms } from '../adapters/sms/log-sms.ts';
import { buildApp } from '../app.ts';
import { createCaches } from '../common/caches.ts';
import type { Deps } from '../common/context.ts';
import { type Config, parseConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Signed } from './fixtures.ts';
import { clientFor, type Presenting, type TestClient } from './test-client.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://127.0.0.1:3000';

export type TestClock = { now: () => Date; set(date: Date): void; advance(ms: number): void };

export function testClock(start = new Date('2026-11-21T09:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  /** The typed API client acting as a signed-in fixture, a raw key, or a visitor (null). */
  as(who: Signed | string | null, how?: Presenting): TestClient;
  /** The typed API client of a visitor, without a session. */
  visitor: TestClient;
  deps: Deps;
  database: Database;
  clock: TestClock;
  /** The log SMS provider the app sends through (SMS_PROVIDER=log, the default): the messages sent, to read codes. */
  sms: LogSms;
  close(): Promise<void>;
};

/**
 * The whole API on its own database, with a controllable clock and a cheap password hasher (argon2id with small
 * costs: the production settings are tested on their own).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { processors?: (config: Config) => Processors } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const uploadDir = await mkdtemp(join(tmpdir(), '1xpay-uploads-'));
  const config: Config = parseConfig({
    PUBLIC_URL: TEST_ORIGIN,
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'silent',
    // The marketing site is mounted only by the tests that bring a build of their own (http/web-site.test.ts).
    WEB_DIR: join(uploadDir, 'no-web-build'),
    ...env,
  });
  const clock = testClock();
  const sms = logSms(() => undefined, clock.now);
  const deps: Deps = {
    db: database.db,
    config,
    clock: clock.now,
    passwords: argon2Hasher({ memoryCost: 1024, timeCost: 1 }),
    pictures: diskPictureStorage(uploadDir),
    processors: (options.processors ?? configuredProcessors)(config),
    sms: config.sms.provider === 'log' ? sms : configuredSms(config),
    caches: createCaches(database.notifications),
    notifications: database.notifications,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    as: (who, how) => clientFor(app, who, how),
    visitor: clientFor(app, null),
    deps,
    database,
    clock,
    sms,
    async close() {
      await app.close();
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
