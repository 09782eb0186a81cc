import { apiClient, fetchTransport } from '@1xpay/contract';
import type { Locale } from '../messages.ts';
import { readStoredAdmin } from './session.ts';

export { ApiError, NetworkError, ok } from '@1xpay/contract';

/** The API's base path on this origin (the API server serves the dashboard at /admin). */
export const API_BASE = '/1xpay';

export type Api = ReturnType<typeof apiClient<never>>;

/**
 * The typed client over `fetch`, in the admin's language. §6: admin calls send the admin's uuid in the `user-uuid`
 * header (§7 asks for it on `/admin/operations/{uuid}`, among others): every call here does, once signed in.
 */
export function createApi(locale: Locale): Api {
  const transport = fetchTransport(() => window.location.origin, API_BASE, locale);
  return apiClient((request, extra) => {
    const uuid = readStoredAdmin()?.uuid;
    return transport(
      uuid === undefined ? request : { ...request, headers: { 'user-uuid': uuid, ...request.headers } },
      extra,
    );
  });
}
