import { apiClient, fetchTransport } from '@1xpay/contract';

/** The API's base path on this origin (the API server serves the site, the customer app and the dashboard). */
export const API_BASE = '/1xpay';

export type Api = ReturnType<typeof apiClient<never>>;

/**
 * The typed client over `fetch` on this origin, in the reader's language. `headers`, asked at each call, adds its
 * headers to every request (the dashboard's `user-uuid`, §6); a request's own headers win.
 */
export function createApi(locale: string, headers?: () => Record<string, string> | undefined): Api {
  const transport = fetchTransport(() => window.location.origin, API_BASE, locale);
  if (headers === undefined) return apiClient(transport);
  return apiClient((request, extra) => {
    const added = headers();
    return transport(
      added === undefined ? request : { ...request, headers: { ...added, ...request.headers } },
      extra,
    );
  });
}
