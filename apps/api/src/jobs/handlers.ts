import { authJobs } from '../auth/jobs.ts';
import type { Deps } from '../common/context.ts';
import { identityJobs } from '../identity/index.ts';
import { operationJobs } from '../operations/jobs.ts';
import { paymentJobs } from '../payments/index.ts';
import { pushJobs } from '../push/jobs.ts';
import type { JobHandlers } from './queue.ts';

/** Every job kind the server runs, with its handler: each business area declares its own. */
export function jobHandlers(deps: Deps): JobHandlers {
  return {
    ...paymentJobs(deps),
    ...operationJobs(deps),
    ...authJobs(deps),
    ...pushJobs(deps),
    ...identityJobs(deps),
  };
}
