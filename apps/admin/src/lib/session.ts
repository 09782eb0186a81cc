import type { Me } from '@1xpay/contract';

/**
 * The signed-in admin's data kept in the browser (§3: the dashboard keeps the user's data), the sign of a session
 * (§5): missing, unreadable or without a uuid, there is none. The key itself stays in its HttpOnly cookie.
 */
const KEY = '1xpay.admin';

export type StoredAdmin = Pick<Me, 'uuid' | 'firstName' | 'lastName' | 'email' | 'isMaster' | 'grant'>;

export function readStoredAdmin(): StoredAdmin | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StoredAdmin> | null;
    if (value === null || typeof value !== 'object' || typeof value.uuid !== 'string' || value.uuid === '')
      return undefined;
    return value as StoredAdmin;
  } catch {
    return undefined;
  }
}

export function storeAdmin(me: Me): void {
  const { uuid, firstName, lastName, email, isMaster, grant } = me;
  localStorage.setItem(KEY, JSON.stringify({ uuid, firstName, lastName, email, isMaster, grant }));
}

export function clearStoredAdmin(): void {
  localStorage.removeItem(KEY);
}

/**
 * The headers of every dashboard call once signed in (§6): the admin's uuid in `user-uuid` (§7 asks for it on
 * `/admin/operations/{uuid}`, among others). ApiProvider's and createApi's `headers`.
 */
export function adminHeaders(): Record<string, string> | undefined {
  const uuid = readStoredAdmin()?.uuid;
  return uuid === undefined ? undefined : { 'user-uuid': uuid };
}
