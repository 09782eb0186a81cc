import { describe, expect, it } from 'vitest';
import { Notifications } from '../db/notifications.ts';
import { NotifiedCache } from './notified-cache.ts';

function setUp() {
  const notifications = new Notifications();
  let now = 0;
  const cache = new NotifiedCache<string>(
    notifications,
    'auth_changed',
    { maxEntries: 3, maxAgeMs: 60_000 },
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

  it('does not keep a lookup that began before a change it may not have seen', () => {
    const { notifications, cache } = setUp();
    const began = cache.generation;
    notifications.dispatch('auth_changed', 'someone else');
    cache.set('k1', 'u1', 'read before the change', began);
    expect(cache.get('k1')).toBeUndefined();
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
