import { type Api, ok, useApi } from '@1xpay/client';
import type { DashboardLoginBody, Me } from '@1xpay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';
import { storeAdmin } from '../../lib/session.ts';

/** The signed-in admin, from the server (which also slides the session, §7); kept in the browser each time. */
export const meQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.me,
    queryFn: async (): Promise<Me> => {
      const me = ok(await api.get('/api/me'));
      storeAdmin(me);
      return me;
    },
  });

export function useMe() {
  return useQuery(meQuery(useApi()));
}

/** §7's dashboard sign-in, then the admin's data (kept in the browser: the sign of a session, §5). */
export function useSignIn() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DashboardLoginBody) => {
      ok(await api.post('/api/dashboard/login', body));
      client.clear();
      const me = ok(await api.get('/api/me'));
      storeAdmin(me);
      client.setQueryData(keys.me, me);
      return me;
    },
  });
}
