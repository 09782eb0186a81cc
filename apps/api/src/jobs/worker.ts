import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable, retryPauseMs } from '../db/unavailable.ts';
import { CLAIM_MS, type JobHandlers, runNextJob } from './queue.ts';

export type Worker = { stop(): Promise<void> };

/**
 * Runs jobs until stopped: one after another while some are due, then polls every `pollMs`. Every server process
 * runs one; the queue makes sure no job runs twice at once. When the queue cannot be read (the database restarts
 * or is cut off), the worker says so once, tries again after a growing pause (at most 5 s) and says when it is
 * back: it never stops by itself.
 */
export function startWorker(
  db: Db,
  handlers: JobHandlers,
  options: {
    now: () => Date;
    pollMs?: number;
    /** CLAIM_MS unless given (JOB_CLAIM_SECONDS). */
    claimMs?: number;
    log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  },
): Worker {
  const pollMs = options.pollMs ?? 500;
  let running = true;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, ms).unref();
    });
  const loop = (async () => {
    let failures = 0;
    while (running) {
      try {
        const ran = await runNextJob(db, handlers, options.now, options.log, {
          claimMs: options.claimMs ?? CLAIM_MS,
        });
        if (failures > 0) options.log.warn({ failures }, 'job queue available again');
        failures = 0;
        if (ran === undefined && running) await pause(pollMs);
      } catch (error) {
        failures += 1;
        if (failures === 1) {
          const what = isDatabaseUnavailable(error) ? 'database unavailable' : 'failed';
          options.log.error({ err: error }, `job queue ${what}: retrying until it answers`);
        }
        if (running) await pause(Math.max(pollMs, retryPauseMs(failures)));
      }
    }
  })();
  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
