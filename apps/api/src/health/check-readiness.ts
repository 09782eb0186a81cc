import { isReachable } from '../db/client.ts';
import type { Deps } from '../shared/context.ts';

/** Whether the database answers; the error when it does not, for the log. */
export function checkReadiness(deps: Deps): Promise<true | Error> {
  return isReachable(deps.db);
}
