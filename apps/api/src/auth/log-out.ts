import type { Deps } from '../shared/context.ts';
import { endSession } from '../shared/sessions.ts';

export async function logOut(deps: Deps, apiKey: string | undefined): Promise<void> {
  if (apiKey !== undefined) await endSession(deps.db, apiKey, deps.clock());
}
