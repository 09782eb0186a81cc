import type { Job } from '../queue.ts';

/** A job as the master admin sees it (ids are bigints: text on the wire). */
export function toJob(job: Job) {
  const reference = (job.payload as { reference?: unknown } | null)?.reference;
  return {
    id: String(job.id),
    kind: job.kind,
    reference: typeof reference === 'string' ? reference : null,
    status: job.status as 'queued' | 'running' | 'done' | 'failed' | 'cancelled',
    attempts: job.attempts,
    lastError: job.lastError,
    runAt: job.runAt.getTime(),
    finishedAt: job.finishedAt?.getTime() ?? null,
    createdAt: job.createdAt.getTime(),
  };
}
