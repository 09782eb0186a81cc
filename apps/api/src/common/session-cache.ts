import type { Notifications } from '../db/notifications.ts';

/** How many sessions a process keeps, and for how long at most (a bound, should a change ever go unheard). */
const MAX_ENTRIES = 50_000;
const MAX_AGE_MS = 60_000;

type Entry<T> = { value: T; userId: string; storedAt: number };

/**
 * The sessions this process has looked up, by their key's hash, so that an authenticated call need not ask the
 * database again (decision 033). Correct only because every change to a session, its user or their grant is
 * announced by the database (NOTIFY auth_changed, migration 0018) and forgets that user's sessions here:
 * - the process that commits the change hears it before its COMMIT returns (its connections listen too);
 * - the other processes hear it within milliseconds, through their listening connection;
 * - while that connection is down, nothing is kept or served from here, and all is dropped when it changes state;
 * - a lookup that started before a change and ends after it is not kept (`generation`).
 */
export class SessionCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #byUser = new Map<string, Set<string>>();
  readonly #notifications: Notifications;
  readonly #now: () => number;
  #generation = 0;

  constructor(notifications: Notifications, now: () => number = performance.now.bind(performance)) {
    this.#notifications = notifications;
    this.#now = now;
    notifications.on('auth_changed', (userId) => this.forgetUser(userId));
    notifications.onReset(() => this.clear());
  }

  /** Changes each time something is forgotten: a lookup begun under another generation is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(keyHash: string): T | undefined {
    if (!this.#notifications.live) return undefined;
    const entry = this.#entries.get(keyHash);
    if (entry === undefined) return undefined;
    if (this.#now() - entry.storedAt > MAX_AGE_MS) {
      this.#delete(keyHash, entry.userId);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a lookup's result, unless something changed since it began (`generation` then) or nobody listens. */
  set(keyHash: string, userId: string, value: T, generation: number): void {
    if (generation !== this.#generation || !this.#notifications.live) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const [oldest] = this.#entries;
      if (oldest !== undefined) this.#delete(oldest[0], oldest[1].userId);
    }
    this.#entries.set(keyHash, { value, userId, storedAt: this.#now() });
    let keys = this.#byUser.get(userId);
    if (keys === undefined) {
      keys = new Set();
      this.#byUser.set(userId, keys);
    }
    keys.add(keyHash);
  }

  forgetUser(userId: string): void {
    this.#generation += 1;
    for (const keyHash of this.#byUser.get(userId) ?? []) this.#entries.delete(keyHash);
    this.#byUser.delete(userId);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#byUser.clear();
  }

  #delete(keyHash: string, userId: string): void {
    this.#entries.delete(keyHash);
    const keys = this.#byUser.get(userId);
    keys?.delete(keyHash);
    if (keys?.size === 0) this.#byUser.delete(userId);
  }
}
