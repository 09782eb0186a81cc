import type { Channel, Notifications } from '../db/notifications.ts';

type Entry<T> = { value: T; group: string; storedAt: number };

export type NotifiedCacheOptions = {
  /** How many entries at most (the oldest goes first). */
  maxEntries: number;
  /** How long an entry lives at most: a bound, should a change ever go unheard. */
  maxAgeMs: number;
};

/**
 * What this process has read from the database and may read again without asking it, kept only because the
 * database announces every change to it (triggers NOTIFY `channel` with the changed group: a user's id for the
 * sessions, a document's key for the settings). Correct because:
 * - the process that commits a change hears it before its COMMIT returns (its connections listen too);
 * - the other processes hear it within milliseconds, through their listening connection;
 * - while that connection is down, nothing is kept or served from here, and all is dropped when it changes state;
 * - a read that began before a change and ends after it is not kept (`generation`).
 * Decision 033 says where it is used and why a change to money or accounts never relies on it.
 */
export class NotifiedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #byGroup = new Map<string, Set<string>>();
  readonly #notifications: Notifications;
  readonly #options: NotifiedCacheOptions;
  readonly #now: () => number;
  #generation = 0;

  constructor(
    notifications: Notifications,
    channel: Channel,
    options: NotifiedCacheOptions,
    now: () => number = performance.now.bind(performance),
  ) {
    this.#notifications = notifications;
    this.#options = options;
    this.#now = now;
    notifications.on(channel, (group) => this.forget(group));
    notifications.onReset(() => this.clear());
  }

  /** Changes each time something is forgotten: a read begun under another generation is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): T | undefined {
    if (!this.#notifications.live) return undefined;
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#now() - entry.storedAt > this.#options.maxAgeMs) {
      this.#delete(key, entry.group);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a read's result, unless something changed since it began (`generation` then) or nobody listens. */
  set(key: string, group: string, value: T, generation: number): void {
    if (generation !== this.#generation || !this.#notifications.live) return;
    if (this.#entries.size >= this.#options.maxEntries) {
      const [oldest] = this.#entries;
      if (oldest !== undefined) this.#delete(oldest[0], oldest[1].group);
    }
    this.#entries.set(key, { value, group, storedAt: this.#now() });
    let keys = this.#byGroup.get(group);
    if (keys === undefined) {
      keys = new Set();
      this.#byGroup.set(group, keys);
    }
    keys.add(key);
  }

  forget(group: string): void {
    this.#generation += 1;
    for (const key of this.#byGroup.get(group) ?? []) this.#entries.delete(key);
    this.#byGroup.delete(group);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#byGroup.clear();
  }

  #delete(key: string, group: string): void {
    this.#entries.delete(key);
    const keys = this.#byGroup.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.#byGroup.delete(group);
  }
}

/** Freezes a value read from the database, all the way down: every request that finds it in a cache shares it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
