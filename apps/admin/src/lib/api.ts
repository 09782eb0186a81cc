import { apiClient, fetchTransport } from '@1xpay/contract';
import type { Locale } from '../messages.ts';

export { ApiError, NetworkError, ok } from '@1xpay/contract';

/** The API's base path on this origin (the API server serves the dashboard at /admin). */
export const API_BASE = '/1xpay';

export type Api = ReturnType<typeof apiClient<never>>;

export function createApi(locale: Locale): Api {
  return apiClient(fetchTransport(() => window.location.origin, API_BASE, locale));
}
