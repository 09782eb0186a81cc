import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable, retryPauseMs } from '../db/unavailable.ts';
import { CLAIM_MS, handBackClaims, type JobHandlers, runNextJob } from './queue.ts';

export type Worker = {
  /**
   * Claims nothing more and waits for the jobs running; after `graceMs` (unbounded unless given), gives the claims
   * of those still running back to the queue (handBackClaims) and returns how many it gave back.
   */
  stop(graceMs?: number): Promise<{ handedBack: number }>;
};

/**
 * Runs jobs until stopped: `concurrency` loops (1 unless given; JOB_CONCURRENCY in a server), each running one job
 * after another while some are due, then polling every `pollMs`. Every server process runs one worker; the queue
 * makes sure no job runs twice at once, whichever loop of whichever process claims it. Several loops let a process
 * go on while a job waits on its processor's answer (seconds, for a real one). When the queue cannot be read (the
 * database restarts or is cut off), the worker says so once, its loops try again after a growing pause (at most
 * 5 s), and it says once when it is back: it never stops by itself.
 */
export function startWorker(
  db: Db,
  handlers: JobHandlers,
  options: {
    now: () => Date;
    pollMs?: number;
    /** CLAIM_MS unless given (JOB_CLAIM_SECONDS). */
    claimMs?: number;
    /** Jobs run at once by this process: 1 unless given (JOB_CONCURRENCY). */
    concurrency?: number;
    log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  },
): Worker {
  const pollMs = options.pollMs ?? 500;
  let running = true;
  const inFlight = new Map<bigint, string>();
  /** Loops that failed since the queue last answered (the outage is logged by the first, its end by the next success). */
  let failing = false;
  const wakers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        wakers.delete(wake);
        resolve();
      };
      wakers.add(wake);
      setTimeout(wake, ms).unref();
    });
  const loop = async () => {
    let failures = 0;
    while (running) {
      try {
        const ran = await runNextJob(db, handlers, options.now, options.log, {
          claimMs: options.claimMs ?? CLAIM_MS,
          inFlight,
        });
        if (failing) {
          failing = false;
          options.log.warn({ failures }, 'job queue available again');
        }
        failures = 0;
        if (ran === undefined && running) await pause(pollMs);
      } catch (error) {
        failures += 1;
        if (!failing) {
          failing = true;
          const what = isDatabaseUnavailable(error) ? 'database unavailable' : 'failed';
          options.log.error({ err: error }, `job queue ${what}: retrying until it answers`);
        }
        if (running) await pause(Math.max(pollMs, retryPauseMs(failures)));
      }
    }
  };
  const loops = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, loop);
  return {
    async stop(graceMs) {
      running = false;
      for (const wake of [...wakers]) wake();
      const finished = Promise.all(loops).then(() => true);
      if (graceMs === undefined) {
        await finished;
        return { handedBack: 0 };
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      });
      const inTime = await Promise.race([finished, late]);
      clearTimeout(timer);
      if (inTime) return { handedBack: 0 };
      return { handedBack: await handBackClaims(db, new Map(inFlight), options.now()) };
    },
  };
}
