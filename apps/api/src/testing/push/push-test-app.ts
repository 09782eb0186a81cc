import { runNextJob } from '../../jobs/queue.ts';
import { pushJobs } from '../../push/jobs.ts';
import { master, type Signed } from '../fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type PushService, startPushService } from './push-service.ts';

export type PushTestApp = { service: PushService; t: TestApp; boss: Signed; close(): Promise<void> };

/**
 * The API with a local push service it may call (PUSH_SERVICE_ORIGINS), and the master admin signed in with
 * "remember me": the push tests move the clock on by hours (retries), past a plain session's hour.
 */
export async function startPushTestApp(): Promise<PushTestApp> {
  const service = await startPushService();
  const t = await createTestApp({ PUSH_SERVICE_ORIGINS: service.origin });
  const boss = await master(t.deps, { rememberMe: true });
  return {
    service,
    t,
    boss,
    async close() {
      await t.close();
      await service.close();
    },
  };
}

/** Runs every push job due now, as a worker does, until none is left. */
export async function runPushJobs(t: TestApp): Promise<void> {
  const handlers = pushJobs(t.deps);
  for (let ran = 0; ran < 1_000; ran += 1) {
    if ((await runNextJob(t.deps.db, handlers, t.clock.now)) === undefined) return;
  }
  throw new Error('push jobs did not settle');
}
