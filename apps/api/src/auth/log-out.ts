import type { Deps } from '../common/context.ts';
import { endSession } from '../common/sessions.ts';

export async function logOut(deps: Deps, apiKey: string | undefined): Promise<void> {
  if (apiKey !== undefined) await endSession(deps.db, apiKey, deps.clock());
}
