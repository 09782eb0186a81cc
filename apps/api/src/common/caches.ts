import type { Notifications } from '../db/notifications.ts';
import type { Caches } from './context.ts';
import { NotifiedCache } from './notified-cache.ts';

/** This process's caches of what the database announces changes to (decision 033). */
export function createCaches(notifications: Notifications): Caches {
  return {
    // The sessions looked up, by their key's hash, forgotten by user.
    sessions: new NotifiedCache(notifications, 'auth_changed', { maxEntries: 50_000, maxAgeMs: 60_000 }),
    // The master-edited settings documents (fees, rates, operators…), by key.
    settings: new NotifiedCache(notifications, 'settings_changed', { maxEntries: 100, maxAgeMs: 60_000 }),
    // GET /history's answers as sent, by customer: 32 MB at most in all (a long history costs its size).
    histories: new NotifiedCache(notifications, 'history_changed', {
      maxEntries: 20_000,
      maxAgeMs: 60_000,
      maxWeight: 32 * 1024 * 1024,
      weigh: (bytes: Buffer) => bytes.length,
    }),
  };
}
