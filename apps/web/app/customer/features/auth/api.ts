import { type Api, ok, useApi } from '@1xpay/client';
import type {
  LoginBody,
  Me,
  PasswordResetBody,
  PhoneChangeBody,
  RecoveryCodeBody,
  RecoveryVerifyBody,
  RegisterBody,
  SmsCodeBody,
} from '@1xpay/contract';
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

/** Where the verification of the account's own number stands (GET /api/auth/phone/code). */
export function usePhoneCodeState() {
  const api = useApi();
  return useQuery({
    queryKey: [...keys.me, 'phone-code'],
    queryFn: async () => ok(await api.get('/api/auth/phone/code')),
  });
}

/** A new code to the account's own number. */
export function useSendVerificationCode() {
  const api = useApi();
  return useMutation({ mutationFn: async () => ok(await api.post('/api/auth/phone/code')) });
}

/** The code typed: the account is `active` (it may pay); the user's data is read again. */
export function useVerifyPhone() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SmsCodeBody) => ok(await api.post('/api/auth/phone/verify', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.me }),
  });
}

/** A code to a new number (changing the account's number). */
export function useRequestPhoneChange() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: PhoneChangeBody) => ok(await api.post('/api/auth/phone/change', body)),
  });
}

/** The new number's code typed: the account moves to it. */
export function useConfirmPhoneChange() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SmsCodeBody) => ok(await api.post('/api/auth/phone/change/confirm', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.me }),
  });
}

/** « Mot de passe oublié ? »: a code to the number, the code checked, then the new password (a session opens). */
export function useRecovery() {
  const api = useApi();
  const opened = useSessionOpened();
  return {
    askCode: useMutation({
      mutationFn: async (body: RecoveryCodeBody) => ok(await api.post('/api/auth/recovery/code', body)),
    }),
    verify: useMutation({
      mutationFn: async (body: RecoveryVerifyBody) => ok(await api.post('/api/auth/recovery/verify', body)),
    }),
    reset: useMutation({
      mutationFn: async (body: PasswordResetBody) => {
        ok(await api.post('/api/auth/recovery/password', body));
        return opened();
      },
    }),
  };
}
