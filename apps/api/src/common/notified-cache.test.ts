import { describe, expect, it } from 'vitest';
import { Notifications } from '../db/notifications.ts';
import { NotifiedCache, type NotifiedCacheOptions } from './notified-cache.ts';

function setUp(options: Partial<NotifiedCacheOptions<string>> = {}) {
  const notifications = new Notifications();
  let now = 0;
  const cache = new NotifiedCache<string>(
    notifications,
    'auth_changed',
    { maxEntries: 3, maxAgeMs: 60_000, ...options },
    () => now,
  );
  notifications.setLive(true);
  return {
    notifications,
    cache,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('NotifiedCache', () => {
  it('keeps a lookup and forgets every session of a user the database says changed', () => {
    const { notifications, cache } = setUp();
    cache.set('k1', 'u1', 'session 1', cache.generation);
    cache.set('k2', 'u1', 'session 2', cache.generation);
    cache.set('k3', 'u2', 'session 3', cache.generation);
    expect([cache.get('k1'), cache.get('k2'), cache.get('k3')]).toEqual([
      'session 1',
      'session 2',
      'session 3',
    ]);
    notifications.dispatch('auth_changed', 'u1');
    expect([cache.get('k1'), cache.get('k2'), cache.get('k3')]).toEqual([undefined, undefined, 'session 3']);
  });

  it('does not keep a lookup that began before a change to its group, and keeps one others’ changes crossed', () => {
    const { notifications, cache } = setUp();
    const began = cache.generation;
    notifications.dispatch('auth_changed', 'u1');
    notifications.dispatch('auth_changed', 'someone else');
    cache.set('k1', 'u1', 'read before the change', began);
    cache.set('k2', 'u2', 'read while others changed', began);
    expect([cache.get('k1'), cache.get('k2')]).toEqual([undefined, 'read while others changed']);
    cache.set('k1', 'u1', 'read after the change', cache.generation);
    expect(cache.get('k1')).toBe('read after the change');
  });

  it('does not keep a lookup older than the changes it remembers, nor one begun before all was dropped', () => {
    const { notifications, cache } = setUp();
    const began = cache.generation;
    for (let user = 0; user <= 4_096; user += 1) notifications.dispatch('auth_changed', `other ${user}`);
    cache.set('k1', 'u1', 'too old to tell', began);
    expect(cache.get('k1')).toBeUndefined();
    const beforeReset = cache.generation;
    notifications.setLive(false);
    notifications.setLive(true);
    cache.set('k1', 'u1', 'read before the reset', beforeReset);
    expect(cache.get('k1')).toBeUndefined();
  });

  it('keeps its entries under their weight together, the oldest going first, and none heavier than that', () => {
    const { cache } = setUp({ maxEntries: 10, maxWeight: 10, weigh: (value) => value.length });
    cache.set('k1', 'u1', 'aaaa', cache.generation);
    cache.set('k2', 'u2', 'bbbb', cache.generation);
    cache.set('k3', 'u3', 'cccc', cache.generation);
    expect([cache.get('k1'), cache.get('k2'), cache.get('k3'), cache.weight]).toEqual([
      undefined,
      'bbbb',
      'cccc',
      8,
    ]);
    cache.set('k2', 'u2', 'bb', cache.generation);
    expect([cache.get('k2'), cache.weight]).toEqual(['bb', 6]);
    cache.set('k4', 'u4', 'x'.repeat(11), cache.generation);
    expect([cache.get('k4'), cache.weight]).toEqual([undefined, 6]);
    cache.forget('u3');
    expect([cache.get('k3'), cache.weight, cache.size]).toEqual([undefined, 2, 1]);
  });

  it('serves and keeps nothing while notifications are not heard, and drops all when that changes', () => {
    const { notifications, cache } = setUp();
    cache.set('k1', 'u1', 'session 1', cache.generation);
    notifications.setLive(false);
    expect(cache.get('k1')).toBeUndefined();
    cache.set('k2', 'u2', 'session 2', cache.generation);
    notifications.setLive(true);
    expect([cache.get('k1'), cache.get('k2'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('keeps at most its number of entries, the oldest going first', () => {
    const { cache } = setUp();
    for (const key of ['k1', 'k2', 'k3', 'k4']) cache.set(key, 'u1', key, cache.generation);
    expect([cache.get('k1'), cache.get('k2'), cache.get('k4'), cache.size]).toEqual([
      undefined,
      'k2',
      'k4',
      3,
    ]);
  });

  it('keeps a session a minute at most', () => {
    const { cache, advance } = setUp();
    cache.set('k1', 'u1', 'session 1', cache.generation);
    advance(60_000);
    expect(cache.get('k1')).toBe('session 1');
    advance(1);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
