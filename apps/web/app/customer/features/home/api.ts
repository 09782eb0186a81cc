import { type Api, ok, useApi } from '@1xpay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

/** §3: the ads, kept in the cache (the admin changes them rarely). */
export const pubsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.pubs,
    queryFn: async () => ok(await api.get('/api/pubs')).filter((pub) => pub.active),
    staleTime: 5 * 60_000,
  });

/** §3: the forecasts still to come, soonest first. */
export const pronosticsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.pronostics,
    queryFn: async () =>
      ok(await api.get('/api/pronostics'))
        .filter((forecast) => forecast.active && forecast.startsAt > Date.now() - 3 * 3600_000)
        .sort((a, b) => a.startsAt - b.startsAt),
    staleTime: 5 * 60_000,
  });

export function usePubs() {
  return useQuery(pubsQuery(useApi()));
}

export function usePronostics() {
  return useQuery(pronosticsQuery(useApi()));
}
