import type { Deps } from '../common/context.ts';
import { isReachable } from '../db/client.ts';

/** Whether the database answers; the error when it does not, for the log. */
export function checkReadiness(deps: Deps): Promise<true | Error> {
  return isReachable(deps.db);
}
