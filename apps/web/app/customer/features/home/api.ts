import { useQuery } from '@tanstack/react-query';
import { ok } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';
import { keys } from '../../lib/query-client.ts';

/** §3: the ads, kept in the cache (the admin changes them rarely). */
export function usePubs() {
  const api = useApi();
  return useQuery({
    queryKey: keys.pubs,
    queryFn: async () => ok(await api.get('/api/pubs')).filter((pub) => pub.active),
    staleTime: 5 * 60_000,
  });
}

/** §3: the forecasts still to come, soonest first. */
export function usePronostics() {
  const api = useApi();
  return useQuery({
    queryKey: keys.pronostics,
    queryFn: async () =>
      ok(await api.get('/api/pronostics'))
        .filter((forecast) => forecast.active && forecast.startsAt > Date.now() - 3 * 3600_000)
        .sort((a, b) => a.startsAt - b.startsAt),
    staleTime: 5 * 60_000,
  });
}
