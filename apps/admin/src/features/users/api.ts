import type { OperationType } from '@1xpay/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type Api, ok } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';
import { keys } from '../../lib/query-client.ts';

/** What the users list is filtered by (kept in the screen's URL). */
export type UsersFilter = { q: string; group: '' | 'accepted' | 'blocked' | 'pending'; country: string };

/** How many users a page brings: a screen and a half. */
export const USERS_PAGE = 50;

/** §3's statistics, counted by the server over the users this admin sees. */
export const userStatsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.userStats,
    queryFn: async () => ok(await api.get('/admin/users/stats')),
  });

/** The users, newest first, a page at a time as the list scrolls; searched and filtered by the server. */
export const usersQuery = (api: Api, filter: UsersFilter) =>
  infiniteQueryOptions({
    queryKey: keys.users(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      ok(
        await api.get('/admin/users', {
          query: {
            limit: USERS_PAGE,
            ...(pageParam === undefined ? {} : { before: pageParam }),
            ...(filter.q === '' ? {} : { q: filter.q }),
            ...(filter.group === '' ? {} : { group: filter.group }),
            ...(filter.country === '' ? {} : { country: filter.country }),
          },
        }),
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });

export function useUserStats() {
  return useQuery(userStatsQuery(useApi()));
}

export function useUsers(filter: UsersFilter) {
  return useInfiniteQuery(usersQuery(useApi(), filter));
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
    mutationFn: async ({ current, next }: { current: Rights; next: Rights }) => {
      const keep = next.countries.length > 0 && next.allowedOperationsTypes.length > 0;
      if (keep) ok(await api.post('/admin/addAdmin', { adminId, ...next }));
      const removed = {
        countries: keep
          ? current.countries.filter((code) => !next.countries.includes(code))
          : current.countries,
        allowedOperationsTypes: keep
          ? current.allowedOperationsTypes.filter((type) => !next.allowedOperationsTypes.includes(type))
          : current.allowedOperationsTypes,
      };
      if (removed.countries.length > 0 || removed.allowedOperationsTypes.length > 0)
        ok(await api.post('/admin/revokeAdmin', { adminId, ...removed }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}
