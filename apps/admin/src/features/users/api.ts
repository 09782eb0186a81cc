import { API_BASE, type Api, ok, useApi } from '@1xpay/client';
import type { OperationType } from '@1xpay/domain';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';
import { readStoredAdmin } from '../../lib/session.ts';
import { type Start, TOP, windowedPages } from '../../lib/windowed-pages.ts';

/** What the users list is filtered by (kept in the screen's URL). */
export type UsersFilter = { q: string; group: '' | 'accepted' | 'blocked' | 'pending'; country: string };

const GROUPS = ['accepted', 'blocked', 'pending'] as const;

/** The filter a URL's query names (`?q=&group=&country=`); an unknown group is no filter. */
export function usersFilterOf(query: { q: string; group: string; country: string }): UsersFilter {
  return { ...query, group: GROUPS.find((known) => known === query.group) ?? '' };
}

/**
 * Asks for the users screen's first data as soon as its address is known, while its code is still on its way
 * (the route's loader runs beside the chunk's download): the first rows do not wait for the screen to be drawn.
 * Nothing is awaited: the screen shows its own loading state if the answers are slower than its code.
 */
export function prefetchUsers(client: QueryClient, api: Api, url: URL): void {
  // Without a session the layout signs out; nothing to ask.
  if (readStoredAdmin() === undefined) return;
  const filter = usersFilterOf({
    q: url.searchParams.get('q') ?? '',
    group: url.searchParams.get('group') ?? '',
    country: url.searchParams.get('country') ?? '',
  });
  void client.prefetchInfiniteQuery(usersQuery(api, filter));
  void client.prefetchQuery(userStatsQuery(api));
  void client.prefetchQuery(viewsQuery(api));
}

/** How many users a page brings: a screen and a half. */
export const USERS_PAGE = 50;

/** §3's statistics, counted by the server over the users this admin sees. */
export const userStatsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.userStats,
    queryFn: async () => ok(await api.get('/admin/users/stats')),
  });

/**
 * The users, newest first, a page at a time as the list scrolls (down and back up), the pages around the view
 * kept (decision 035); searched and filtered by the server.
 */
export const usersQuery = (api: Api, filter: UsersFilter, start: Start = TOP) =>
  infiniteQueryOptions({
    ...windowedPages(
      keys.users(filter),
      async (cursor) =>
        ok(
          await api.get('/admin/users', {
            query: {
              limit: USERS_PAGE,
              ...cursor,
              ...(filter.q === '' ? {} : { q: filter.q }),
              ...(filter.group === '' ? {} : { group: filter.group }),
              ...(filter.country === '' ? {} : { country: filter.country }),
            },
          }),
        ),
      start,
    ),
  });

export function useUserStats() {
  return useQuery(userStatsQuery(useApi()));
}

export function useUsers(filter: UsersFilter, start: Start = TOP) {
  return useInfiniteQuery(usersQuery(useApi(), filter, start));
}

/**
 * §7's lock or unlock: locking ends every session of the user at once (the server does it in the same
 * transaction); the lists and statistics are asked again whatever the answer.
 */
export function useLockUser() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { authorizationKey: string; lockUser: boolean }) =>
      ok(await api.post('/api/lockOrAllowUser', input)).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** The grants of every regular admin (master only, §7's `GET /admin/grants`). */
export function useGrants(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: keys.grants,
    queryFn: async () => ok(await api.get('/admin/grants')).data,
    enabled,
  });
}

export type Rights = { countries: string[]; allowedOperationsTypes: OperationType[] };

/**
 * Sets an admin's rights to exactly `next` with §7's two calls: `addAdmin` gives what is new (it extends a grant),
 * then `revokeAdmin` takes away what is no longer chosen; nothing chosen takes every right away (the account is
 * then a customer again and its dashboard sessions end). The lists are asked again afterwards, whatever happened.
 */
export function useSetRights(adminId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    // With four-eyes on, each call answers 202 and the change waits for a second admin (decision 046): the second
    // call builds on the first's waiting change. Resolves to whether it waits.
    mutationFn: async ({ current, next }: { current: Rights; next: Rights }) => {
      let waiting = false;
      const keep = next.countries.length > 0 && next.allowedOperationsTypes.length > 0;
      if (keep) {
        const reply = await api.post('/admin/addAdmin', { adminId, ...next });
        ok(reply);
        waiting = reply.status === 202;
      }
      const removed = {
        countries: keep
          ? current.countries.filter((code) => !next.countries.includes(code))
          : current.countries,
        allowedOperationsTypes: keep
          ? current.allowedOperationsTypes.filter((type) => !next.allowedOperationsTypes.includes(type))
          : current.allowedOperationsTypes,
      };
      if (removed.countries.length > 0 || removed.allowedOperationsTypes.length > 0) {
        const reply = await api.post('/admin/revokeAdmin', { adminId, ...removed });
        ok(reply);
        waiting = waiting || reply.status === 202;
      }
      return { waiting };
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['users'] });
      await client.invalidateQueries({ queryKey: ['catalogue', 'pendingChanges'] });
    },
  });
}

/** The list's filter as the API's query (empty fields left out). */
export function filterQuery(filter: UsersFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
}

/**
 * Where the CSV of every user the filter selects downloads from: the server streams it, the session cookie
 * authenticates the plain link (a GET, so no Origin check is needed).
 */
export function exportHref(filter: UsersFilter): string {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `${API_BASE}/admin/users/export.csv${query === '' ? '' : `?${query}`}`;
}

/** One user's detail: identity, grant, counters, latest transactions (GET /admin/users/:uuid). */
export function useUserDetail(uuid: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.user(uuid),
    queryFn: async () => ok(await api.get(`/admin/users/${encodeURIComponent(uuid)}`)).data,
  });
}

/** Ends every session of a user: their next call is refused (the server audits it). */
export function useEndSessions(uuid: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => ok(await api.post(`/admin/users/${encodeURIComponent(uuid)}/sessions/end`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: keys.user(uuid) }),
  });
}

/**
 * The master resets an admin's two-factor sign-in (lost authenticator and recovery codes): their secret and codes
 * are deleted and their sessions end (the server audits it with the reason).
 */
export function useResetTotp(uuid: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      ok(await api.post(`/admin/users/${encodeURIComponent(uuid)}/totp/reset`, { reason })).data,
    onSettled: () => client.invalidateQueries({ queryKey: keys.user(uuid) }),
  });
}

/** The admin's saved views of the list, kept on the server (they follow the admin between browsers). */
export const viewsQuery = (api: Api) =>
  queryOptions({ queryKey: keys.views, queryFn: async () => ok(await api.get('/admin/views')).data });

export function useViews() {
  return useQuery(viewsQuery(useApi()));
}

export function useSaveView() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, filter }: { name: string; filter: UsersFilter }) =>
      ok(await api.post('/admin/views', { name, filter: filterQuery(filter) })).data,
    onSettled: () => client.invalidateQueries({ queryKey: keys.views }),
  });
}

export function useDeleteView() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      ok(await api.post(`/admin/views/${encodeURIComponent(id)}/delete`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: keys.views }),
  });
}
