// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/app/history?type=deposit"}
import { createQueryClient } from '@1xpay/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, storeSignedIn } from '../testing/fixtures.ts';
import { keepOfflineCache, restoreOfflineCache } from './offline-cache.ts';
import { keys } from './query-client.ts';
import { clearStoredData, OFFLINE_CACHE_KEY, signInThenBack } from './session.ts';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const HISTORY = [{ reference: '1XP-261127-COTO0014', amount: 5000 }];

async function kept(): Promise<void> {
  const client = createQueryClient(() => {});
  const stop = keepOfflineCache(client);
  await client.fetchQuery({ queryKey: keys.history, queryFn: async () => HISTORY });
  await client.fetchQuery({ queryKey: keys.quote({ amount: '1' }), queryFn: async () => ({ fees: 1 }) });
  await vi.advanceTimersByTimeAsync(250);
  stop();
}

describe('the offline copy of the last data loaded', () => {
  it('puts the history back, with when it was loaded, for the same user only; quotes are not kept', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 9, 0) });
    storeSignedIn();
    await kept();
    const client = createQueryClient(() => {});
    restoreOfflineCache(client);
    expect(client.getQueryData(keys.history)).toEqual(HISTORY);
    expect(client.getQueryState(keys.history)?.dataUpdatedAt).toBe(Date.UTC(2026, 10, 28, 9, 0));
    expect(client.getQueryData(keys.quote({ amount: '1' }))).toBeUndefined();

    localStorage.setItem('1xpay.user', JSON.stringify({ ...ME, uuid: 'someone-else' }));
    const other = createQueryClient(() => {});
    restoreOfflineCache(other);
    expect(other.getQueryData(keys.history)).toBeUndefined();
  });

  it('is cleared with the rest of what the browser kept, and a broken copy is dropped', async () => {
    vi.useFakeTimers();
    storeSignedIn();
    await kept();
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toContain('1XP-261127-COTO0014');
    clearStoredData();
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
    storeSignedIn();
    localStorage.setItem(OFFLINE_CACHE_KEY, '{pas du JSON');
    restoreOfflineCache(createQueryClient(() => {}));
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });
});

describe('the offline copy, when the page is left', () => {
  it('is written at once, not lost with a timer the page takes away', async () => {
    storeSignedIn();
    const client = createQueryClient(() => {});
    keepOfflineCache(client);
    await client.fetchQuery({ queryKey: keys.history, queryFn: async () => HISTORY });
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toContain('1XP-261127-COTO0014');
  });
});

describe('signInThenBack', () => {
  it('names the app screen being shown, never a page outside the app nor the sign-in itself', () => {
    expect(signInThenBack('/app/sign-in')).toBe('/app/sign-in?next=%2Fapp%2Fhistory%3Ftype%3Ddeposit');
    expect(signInThenBack('/sign-out', '/en/app/profile')).toBe('/sign-out?next=%2Fen%2Fapp%2Fprofile');
    expect(signInThenBack('/app/sign-in', '/cards')).toBe('/app/sign-in');
    expect(signInThenBack('/app/sign-in', '/app/sign-in?next=%2Fapp')).toBe('/app/sign-in');
    expect(signInThenBack('/app/sign-in', '//evil.example/app')).toBe('/app/sign-in');
  });
});
