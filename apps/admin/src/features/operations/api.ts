import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Api, ok } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';
import { keys } from '../../lib/query-client.ts';

/** How often the list asks again: new operations appear without a reload. */
export const OPERATIONS_REFRESH_MS = 10_000;

/**
 * §7's `GET /admin/operations/{uuid}`: the operations assigned to this admin (every one for the master, §6),
 * oldest first.
 */
export const operationsQuery = (api: Api, uuid: string) =>
  queryOptions({
    queryKey: keys.operations(uuid),
    queryFn: async () =>
      ok(await api.get(`/admin/operations/${encodeURIComponent(uuid)}`)).toSorted(
        (a, b) => a.createdAt - b.createdAt,
      ),
    refetchInterval: OPERATIONS_REFRESH_MS,
  });

export function useOperations(uuid: string) {
  return useQuery(operationsQuery(useApi(), uuid));
}
