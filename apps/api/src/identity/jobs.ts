import type { Deps } from '../common/context.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { PURGE_IDENTITY_FILES_JOB, purgeIdentityFiles } from './purge-identity-files.ts';

export { PURGE_IDENTITY_FILES_JOB };

/** The job kinds of identity checks: the hourly purge of the documents past their retention (decision 057). */
export function identityJobs(deps: Deps): JobHandlers {
  return { [PURGE_IDENTITY_FILES_JOB]: async () => void (await purgeIdentityFiles(deps)) };
}
