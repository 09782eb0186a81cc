import type { Deps } from '../common/context.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { PURGE_ATTEMPTS_JOB, purgeSignInAttempts } from './purge-sign-in-attempts.ts';

/** The job kinds of accounts and sessions: the hourly purge of attempts no throttle counts any more. */
export function authJobs(deps: Deps): JobHandlers {
  return { [PURGE_ATTEMPTS_JOB]: async () => void (await purgeSignInAttempts(deps)) };
}
