import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { type JobHandlers, runNextJob } from './queue.ts';

export type Worker = { stop(): Promise<void> };

/**
 * Runs jobs until stopped: one after another while some are due, then polls every `pollMs`. Every server process
 * runs one; the queue makes sure no job runs twice at once.
 */
export function startWorker(
  db: Db,
  handlers: JobHandlers,
  options: { now: () => Date; pollMs?: number; log: Pick<FastifyBaseLogger, 'error' | 'warn'> },
): Worker {
  let running = true;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (running) {
      const ran = await runNextJob(db, handlers, options.now, options.log).catch((error: unknown) => {
        options.log.error({ err: error }, 'job queue unavailable');
        return undefined;
      });
      if (ran === undefined && running) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, options.pollMs ?? 500).unref();
        });
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
