import type { Actor, Deps } from '../common/context.ts';
import { assertRole } from '../common/roles.ts';

/** How long changes are gathered before they are told: a burst of NOTIFYs (one per pooled connection) is one event. */
export const COALESCE_MS = 150;

/**
 * Follows the caller's queue as the database announces its changes (NOTIFY operations_changed, migration 0026):
 * `onChange` gets the references of the operations that arrived in it, changed in it or left it, gathered over
 * COALESCE_MS, an agent hearing only of the operations assigned to them (now or before the change), the master of
 * all. When the process lost the database's announcements for a while, `onChange([])` says that anything may have
 * changed. Returns the function that stops following.
 */
export function watchOperationQueue(
  deps: Deps,
  actor: Actor,
  onChange: (references: string[]) => void,
): () => void {
  assertRole(actor, 'admin');
  const gathered = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let missed = false;
  const flush = () => {
    timer = undefined;
    const references = missed ? [] : [...gathered];
    gathered.clear();
    missed = false;
    onChange(references);
  };
  const later = () => {
    timer ??= setTimeout(flush, COALESCE_MS);
  };
  const stopListening = deps.notifications.on('operations_changed', (payload) => {
    const [reference, adminId, previousAdminId] = payload.split(' ');
    if (reference === undefined || reference === '') return;
    if (!actor.user.isMaster && adminId !== actor.user.id && previousAdminId !== actor.user.id) return;
    gathered.add(reference);
    later();
  });
  const stopResets = deps.notifications.onReset(() => {
    missed = true;
    later();
  });
  return () => {
    stopListening();
    stopResets();
    if (timer !== undefined) clearTimeout(timer);
  };
}
