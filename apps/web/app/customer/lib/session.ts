import type { Me } from '@1xpay/contract';

/** Where lib/offline-cache.ts keeps the last data the screens loaded, for offline use. */
export const OFFLINE_CACHE_KEY = '1xpay.cache';

/**
 * The signed-in user's data, kept in the browser beside the session cookie (which the app cannot read: it is
 * HttpOnly). §4/§5: data missing, unreadable or without uuid means no session: the app signs out.
 */
export const STORED_USER_KEY = '1xpay.user';

export type StoredUser = Pick<
  Me,
  'uuid' | 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'accountId1xBet' | 'canMoveMoney'
>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredUser(): StoredUser | undefined {
  const raw = storage()?.getItem(STORED_USER_KEY);
  if (raw == null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const uuid = (value as { uuid?: unknown }).uuid;
    return typeof uuid === 'string' && uuid !== '' ? (value as StoredUser) : undefined;
  } catch {
    return undefined;
  }
}

export function storeUser(me: Me): StoredUser {
  const user: StoredUser = {
    uuid: me.uuid,
    firstName: me.firstName,
    lastName: me.lastName,
    phoneNumber: me.phoneNumber,
    email: me.email,
    accountId1xBet: me.accountId1xBet,
    canMoveMoney: me.canMoveMoney,
  };
  storage()?.setItem(STORED_USER_KEY, JSON.stringify(user));
  return user;
}

/**
 * Everything the app keeps in the browser: the user's data, the last data loaded (for offline use) and the drafts of
 * payments not yet confirmed.
 */
export function clearStoredData(): void {
  storage()?.removeItem(STORED_USER_KEY);
  storage()?.removeItem(OFFLINE_CACHE_KEY);
  try {
    window.sessionStorage.clear();
  } catch {
    // No session storage (private mode on some browsers): nothing was kept there.
  }
}

/** An app path a sign-in may return to (`/app…` or `/en/app…`, never another site's address). */
export function isAppPath(path: string | null): path is string {
  return path !== null && /^\/(en\/)?app(\/|$|\?)/.test(path);
}

/**
 * `to` (the sign-in screen, or /sign-out on the way to it) with `?next=` naming the page being shown, so that the
 * sign-in comes back to it; without `next` when the page is not one of the app's.
 */
export function signInThenBack(
  to: string,
  here: string = window.location.pathname + window.location.search,
): string {
  return isAppPath(here) && !/^\/(en\/)?app\/sign-(in|up)(\?|$)/.test(here)
    ? `${to}?next=${encodeURIComponent(here)}`
    : to;
}
