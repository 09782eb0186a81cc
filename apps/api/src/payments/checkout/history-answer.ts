import { historySchema } from '@1xpay/contract';
import * as z from 'zod';
import type { Actor, Deps } from '../../common/context.ts';
import { listHistory } from './list-history.ts';

/** The bytes of an empty history (`[]`): GET /history (§7) answers it 404, the app's GET /api/history 200. */
export function isEmptyHistory(answer: Buffer): boolean {
  return answer.length === 2;
}

/**
 * GET /history's answer as the bytes sent, checked against the contract once and kept for the customer until one
 * of their transactions changes anywhere (trigger and NOTIFY, migration 0020; common/notified-cache.ts says why
 * that is safe). Polling the history is what the app does most; most polls find nothing new, and reading and
 * serialising the rows again was most of the call's time (decision 033).
 */
export async function historyAnswer(deps: Deps, actor: Actor): Promise<Buffer> {
  const cache = deps.caches.histories;
  const kept = cache.get(actor.user.id);
  if (kept !== undefined) return kept;
  const generation = cache.generation;
  const answer = Buffer.from(JSON.stringify(z.encode(historySchema, await listHistory(deps, actor))));
  cache.set(actor.user.id, actor.user.id, answer, generation);
  return answer;
}
