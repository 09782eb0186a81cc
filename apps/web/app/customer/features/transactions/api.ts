import { type Api, ApiError, ok, useApi } from '@1xpay/client';
import type { HistoryItem, TransactionDetail } from '@1xpay/contract';
import { MAX_REFERENCES } from '@1xpay/contract';
import { isFinalStatus } from '@1xpay/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';
import { readStoredUser } from '../../lib/session.ts';

type StatusRecord = {
  transactionReference: string;
  statusCode: number;
  message: string | null;
  finished: boolean;
};
type OperationRecord = {
  transactionReference: string;
  operationStatus: string;
  failureMessage: string | null;
};

/** A transaction of the history with its status and operation, merged by reference as §7 describes. */
export type HistoryEntry = HistoryItem & {
  status: StatusRecord | undefined;
  operation: OperationRecord | undefined;
};

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/**
 * The history: the app's `/api/history` (an empty list when there is none), then `/statuses` and `/admin/getOperations` for its
 * references (at most 500 a call), merged by reference. Newest first, as the server gives it.
 */
export const historyQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.history,
    // Asked again each time a screen shows it (the cached list shows meanwhile): a payment moves on its own.
    staleTime: 0,
    queryFn: async (): Promise<HistoryEntry[]> => {
      const uuid = readStoredUser()?.uuid ?? '';
      // The app's own history call: an empty history is an empty list, not §7's 404 (which the browser logs as an
      // error on every new account's home).
      const items = ok(await api.get('/api/history'));
      const statuses: Record<string, StatusRecord> = {};
      const operations: Record<string, OperationRecord> = {};
      for (const references of chunks(
        items.map((item) => item.reference),
        MAX_REFERENCES,
      )) {
        const [status, operation] = await Promise.all([
          api.post('/statuses', { references }, { headers: { 'user-uuid': uuid } }),
          api.post('/admin/getOperations', { references }, { headers: { 'user-uuid': uuid } }),
        ]);
        Object.assign(statuses, ok(status));
        Object.assign(operations, ok(operation));
      }
      return items.map((item) => ({
        ...item,
        status: statuses[item.reference],
        operation: operations[item.reference],
      }));
    },
  });

export function useHistory() {
  return useQuery(historyQuery(useApi()));
}

/**
 * Whether the transaction can still change: the server has not said it is finished (a 200 not yet finished is
 * "Payé, en cours"), and no failure ended it (an error code, or its delivery failed).
 */
export function isLive(detail: TransactionDetail): boolean {
  const code = detail.status.statusCode;
  const failed = code !== 200 && isFinalStatus(code);
  return !detail.status.finished && !failed && detail.operation?.operationStatus !== 'error';
}

/** How often the live status asks again while the transaction moves. */
export const LIVE_STATUS_EVERY_MS = 1000;

/**
 * One transaction, asked again every second while it can still change (the customer sees each step within a
 * second), and no more once it is final.
 */
export const transactionQuery = (api: Api, reference: string) =>
  queryOptions({
    queryKey: keys.transaction(reference),
    queryFn: async (): Promise<TransactionDetail> =>
      ok(await api.get(`/api/transactions/${encodeURIComponent(reference)}`)),
    staleTime: 0,
    // Offline (the device says so), not again at once: the screen says so, with the data it had.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2 && navigator.onLine !== false,
  });

export function useTransaction(reference: string) {
  return useQuery({
    ...transactionQuery(useApi(), reference),
    enabled: reference !== '',
    refetchInterval: (query) => {
      const data = query.state.data;
      return data === undefined || isLive(data) ? LIVE_STATUS_EVERY_MS : false;
    },
    refetchIntervalInBackground: false,
  });
}

/** The sandbox's two buttons: the customer's phone approves or declines the payment. */
export function useSandboxDecision(reference: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: 'approve' | 'decline') =>
      ok(await api.post(`/sandbox/transactions/${encodeURIComponent(reference)}/${decision}`)),
    onSettled: () => client.invalidateQueries({ queryKey: keys.transaction(reference) }),
  });
}
