import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { creditThroughPartner, PARTNER_CREDIT_JOB } from './credit-through-partner.ts';

const referencePayload = z.object({ reference: z.string().min(1) });

/** The job kinds of the delivery leg, with their handlers. */
export function operationJobs(deps: Deps): JobHandlers {
  return {
    [PARTNER_CREDIT_JOB]: (job) => creditThroughPartner(deps, referencePayload.parse(job.payload).reference),
  };
}
