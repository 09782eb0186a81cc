import { type Api, ok, useApi } from '@1xpay/client';
import type { LoginBody, Me, RegisterBody } from '@1xpay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';
import { storeUser } from '../../lib/session.ts';

/**
 * The signed-in user, from the server (which also slides the session's expiry, §7): each load refreshes the data
 * kept in the browser.
 */
export const meQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.me,
    queryFn: async (): Promise<Me> => {
      const me = ok(await api.get('/api/me'));
      storeUser(me);
      return me;
    },
  });

export function useMe() {
  return useQuery(meQuery(useApi()));
}

/** After a session opens: the user's data, kept in the browser and in the cache. */
function useSessionOpened() {
  const api = useApi();
  const client = useQueryClient();
  return async () => {
    client.clear();
    const me = ok(await api.get('/api/me'));
    storeUser(me);
    client.setQueryData(keys.me, me);
    return me;
  };
}

export function useSignIn() {
  const api = useApi();
  const opened = useSessionOpened();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      ok(await api.post('/api/auth/login', body));
      return opened();
    },
  });
}

export function useSignUp() {
  const api = useApi();
  const opened = useSessionOpened();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      ok(await api.post('/api/auth/register', body));
      return opened();
    },
  });
}
