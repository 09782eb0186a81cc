import { recordAudit } from './audit.ts';
import type { Actor, Deps, RequestMeta } from './context.ts';

/**
 * An export's rows, passed through as they are read, with one audit entry once the export ends (decision 047):
 * who (the actor), `action` (`users.export`, `transactions.export`, `audit.export`), the filter, how many rows were
 * written and how it ended: `complete`, `failed` (a read failed: the download was cut) or `interrupted` (the client
 * went away first). Written outside any transaction, after the last row; an entry that cannot be written fails the
 * export rather than let it end unrecorded.
 */
export function auditedExport<T>(
  deps: Deps,
  actor: Actor,
  meta: RequestMeta,
  what: { action: string; filter: unknown },
  rows: AsyncIterable<T>,
): AsyncIterable<T> {
  return (async function* () {
    let count = 0;
    let outcome: 'complete' | 'failed' | 'interrupted' = 'interrupted';
    try {
      for await (const row of rows) {
        count += 1;
        yield row;
      }
      outcome = 'complete';
    } catch (error) {
      outcome = 'failed';
      throw error;
    } finally {
      await recordAudit(deps.db, {
        actor,
        meta,
        action: what.action,
        target: null,
        before: null,
        after: { filter: what.filter, rows: count, outcome },
        at: deps.clock(),
      });
    }
  })();
}
