import { type Api, ok, useApi } from '@1xpay/client';
import type { Overview } from '@1xpay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

/** What the overview counts over (kept in the screen's URL); empty means the server's default. */
export type OverviewFilter = { from: string; to: string; country: string };

export type { Overview };

/** §7's GET /admin/overview: the payments' figures over a range of days, and what waits for a person now. */
export const overviewQuery = (api: Api, filter: OverviewFilter) =>
  queryOptions({
    queryKey: keys.overview(filter),
    queryFn: async () =>
      ok(
        await api.get('/admin/overview', {
          query: {
            ...(filter.from === '' ? {} : { from: filter.from }),
            ...(filter.to === '' ? {} : { to: filter.to }),
            ...(filter.country === '' ? {} : { country: filter.country }),
          },
        }),
      ),
  });

export function useOverview(filter: OverviewFilter, enabled: boolean) {
  // The figures of the previous range stay on screen while the next ones load.
  return useQuery({ ...overviewQuery(useApi(), filter), enabled, placeholderData: keepPreviousData });
}

/** The ledger's balances by account and currency (GET /api/ledger/balances, the master's). */
export function useLedgerBalances() {
  const api = useApi();
  return useQuery({
    queryKey: keys.ledgerBalances(),
    queryFn: async () => ok(await api.get('/api/ledger/balances')),
  });
}
