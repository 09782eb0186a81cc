import { operationJobs } from '../operations/jobs.ts';
import { paymentJobs } from '../payments/jobs.ts';
import type { Deps } from '../shared/context.ts';
import type { JobHandlers } from './queue.ts';

/** Every job kind the server runs, with its handler: each business area declares its own. */
export function jobHandlers(deps: Deps): JobHandlers {
  return { ...paymentJobs(deps), ...operationJobs(deps) };
}
