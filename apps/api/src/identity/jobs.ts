import type { Deps } from '../common/context.ts';
import { IDENTITY_SMS_JOB, identityNoticePayload } from '../common/identity-notices.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { PURGE_IDENTITY_FILES_JOB, purgeIdentityFiles } from './purge-identity-files.ts';
import { textIdentityDecision } from './text-identity-decision.ts';

export { PURGE_IDENTITY_FILES_JOB };

/**
 * The job kinds of identity checks: the SMS of a decision on an account, the hourly purge of the documents past their
 * retention (decision 057).
 */
export function identityJobs(deps: Deps): JobHandlers {
  return {
    [IDENTITY_SMS_JOB]: async (job) =>
      void (await textIdentityDecision(deps, identityNoticePayload.parse(job.payload))),
    [PURGE_IDENTITY_FILES_JOB]: async () => void (await purgeIdentityFiles(deps)),
  };
}
