import { type Api, ok, useApi } from '@1xpay/client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type Settlement = { outcome: 'complete' } | { outcome: 'fail'; failureMessage: string };

/**
 * §7's settlement of an operation by its admin: complete (the customer's payment succeeds) or fail with the message
 * the customer will read (§4's 528). The list is asked again afterwards, whatever the answer.
 */
export function useSettleOperation(reference: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settlement: Settlement) => {
      const operation = encodeURIComponent(reference);
      return ok(
        settlement.outcome === 'complete'
          ? await api.post(`/admin/operations/${operation}/complete`)
          : await api.post(`/admin/operations/${operation}/fail`, {
              failureMessage: settlement.failureMessage,
            }),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['operations'] }),
  });
}

/**
 * Takes an operation in hand: its agent says they are on it; the master takes it from its agent (it is then
 * theirs to settle). The list is asked again afterwards, whatever the answer.
 */
export function useClaimOperation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reference: string) =>
      ok(await api.post(`/admin/operations/${encodeURIComponent(reference)}/claim`)),
    onSettled: () => client.invalidateQueries({ queryKey: ['operations'] }),
  });
}
