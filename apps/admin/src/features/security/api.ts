import { type Api, ApiError, ok, useApi } from '@1xpay/client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

/** The API's error code of a refused call (`otp_required`, `totp_enrolment_required`…), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = (error.body as { error?: unknown } | undefined)?.error;
  return typeof code === 'string' ? code : undefined;
}

/** Where the signed-in admin stands with two-factor sign-in (and whether the master requires it). */
export const totpStatusQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.totp,
    queryFn: async () => ok(await api.get('/api/dashboard/totp')),
  });

export function useTotpStatus() {
  return useQuery(totpStatusQuery(useApi()));
}

/**
 * A new secret and its otpauth:// URI (the QR code), for the password typed again (decision 047); nothing is on
 * before a code confirms it.
 */
export function useStartEnrolment() {
  const api = useApi();
  return useMutation({
    mutationFn: async (password: string) => ok(await api.post('/api/dashboard/totp/enrolment', { password })),
  });
}

/** Whether a refusal is the password typed again being wrong (403; 429 past the sign-in limits is apart). */
export function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** Confirms the enrolment with a code of the app: answers the recovery codes, shown once. */
export function useConfirmEnrolment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      ok(await api.post('/api/dashboard/totp/confirm', { code })).recoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.totp }),
  });
}

/** Turns two-factor off with the password again and a code of the app or a recovery code. */
export function useDisableTotp() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { password: string; code: string }) =>
      ok(await api.post('/api/dashboard/totp/disable', input)),
    onSettled: () => client.invalidateQueries({ queryKey: keys.totp }),
  });
}

/** The master requires (or stops requiring) two-factor of every admin. */
export function useSetTotpRequirement() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (required: boolean) =>
      ok(await api.post('/api/dashboard/totp/requirement', { required })).required,
    onSettled: () => client.invalidateQueries({ queryKey: keys.totp }),
  });
}
