import type { Channel, Notifications } from '../db/notifications.ts';

type Entry<T> = { value: T; group: string; storedAt: number; weight: number };

export type NotifiedCacheOptions<T> = {
  /** How many entries at most (the oldest goes first). */
  maxEntries: number;
  /** How long an entry lives at most: a bound, should a change ever go unheard. */
  maxAgeMs: number;
  /** With `weigh`, how much all entries may weigh together (the oldest go first); one heavier is not kept. */
  maxWeight?: number;
  weigh?: (value: T) => number;
};

/** How many groups' last changes are remembered before `set` refuses every read begun earlier (see `set`). */
const REMEMBERED_CHANGES = 4_096;

/**
 * What this process has read from the database and may read again without asking it, kept only because the
 * database announces every change to it (triggers NOTIFY `channel` with the changed group: a user's id for the
 * sessions and the histories, a document's key for the settings). Correct because:
 * - the process that commits a change hears it before its COMMIT returns (its connections listen too);
 * - the other processes hear it within milliseconds, through their listening connection;
 * - while that connection is down, nothing is kept or served from here, and all is dropped when it changes state;
 * - a read that began before a change to its group and ends after it is not kept (`generation`, see `set`).
 * Decision 033 says where it is used and why a change to money or accounts never relies on it.
 */
export class NotifiedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #byGroup = new Map<string, Set<string>>();
  readonly #notifications: Notifications;
  readonly #options: NotifiedCacheOptions<T>;
  readonly #now: () => number;
  #generation = 0;
  /** The generation at which each recently changed group was forgotten. */
  readonly #forgottenAt = new Map<string, number>();
  /** A read begun before this generation is never kept (everything was dropped, or changes were forgotten). */
  #floor = 0;
  #weight = 0;

  constructor(
    notifications: Notifications,
    channel: Channel,
    options: NotifiedCacheOptions<T>,
    now: () => number = performance.now.bind(performance),
  ) {
    this.#notifications = notifications;
    this.#options = options;
    this.#now = now;
    notifications.on(channel, (group) => this.forget(group));
    notifications.onReset(() => this.clear());
  }

  /** Changes each time something is forgotten: pass it, taken before a read, to `set`. */
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

  /** How much the entries weigh together (with `weigh`). */
  get weight(): number {
    return this.#weight;
  }

  /**
   * Keeps a read's result, unless nobody listens or its group changed since the read began (`generation` taken
   * then): a row read just before a change must not be kept after the change was heard. Changes to other groups
   * do not matter, so a busy database does not empty the cache; only the last few thousand changes are
   * remembered, and a read older than what is remembered is not kept.
   */
  set(key: string, group: string, value: T, generation: number): void {
    if (!this.#notifications.live || generation < this.#floor) return;
    if ((this.#forgottenAt.get(group) ?? 0) > generation) return;
    const weight = this.#options.weigh?.(value) ?? 0;
    const maxWeight = this.#options.maxWeight ?? Number.POSITIVE_INFINITY;
    if (weight > maxWeight) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#delete(key, previous.group);
    for (const [oldKey, oldest] of this.#entries) {
      if (this.#entries.size < this.#options.maxEntries && this.#weight + weight <= maxWeight) break;
      this.#delete(oldKey, oldest.group);
    }
    this.#entries.set(key, { value, group, storedAt: this.#now(), weight });
    this.#weight += weight;
    let keys = this.#byGroup.get(group);
    if (keys === undefined) {
      keys = new Set();
      this.#byGroup.set(group, keys);
    }
    keys.add(key);
  }

  forget(group: string): void {
    this.#generation += 1;
    this.#forgottenAt.set(group, this.#generation);
    if (this.#forgottenAt.size > REMEMBERED_CHANGES) {
      this.#forgottenAt.clear();
      this.#floor = this.#generation;
    }
    for (const key of this.#byGroup.get(group) ?? []) this.#deleteEntry(key);
    this.#byGroup.delete(group);
  }

  clear(): void {
    this.#generation += 1;
    this.#floor = this.#generation;
    this.#forgottenAt.clear();
    this.#entries.clear();
    this.#byGroup.clear();
    this.#weight = 0;
  }

  #deleteEntry(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#weight -= entry.weight;
    this.#entries.delete(key);
  }

  #delete(key: string, group: string): void {
    this.#deleteEntry(key);
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
