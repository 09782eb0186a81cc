import { ok, useApi } from '@1xpay/client';
import type { ChangePasswordBody } from '@1xpay/contract';
import { useMutation } from '@tanstack/react-query';

/** A new password; the server ends every other session of the account, this one stays. */
export function useChangePassword() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => ok(await api.post('/api/auth/password', body)),
  });
}

/** Ends every session of the account, this one included. */
export function useSignOutEverywhere() {
  const api = useApi();
  return useMutation({ mutationFn: async () => ok(await api.post('/api/auth/logout-all')) });
}
