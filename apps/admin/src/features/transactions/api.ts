import { API_BASE, type Api, ok, useApi } from '@1xpay/client';
import type { RefundStatus } from '@1xpay/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';
import { type Start, TOP, windowedPages } from '../../lib/windowed-pages.ts';

/** What the search is filtered by, as the screen's URL keeps it ('' is no filter). */
export const FILTER_KEYS = [
  'q',
  'status',
  'type',
  'country',
  'operator',
  'method',
  'user',
  'from',
  'to',
] as const;
export type TransactionsFilter = Record<(typeof FILTER_KEYS)[number], string>;

/** How many transactions a page brings: a screen and a half. */
export const TRANSACTIONS_PAGE = 50;

/** The filter as the API's query: only what is set. */
export function queryOf(filter: TransactionsFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
}

/** The CSV export of everything the filter selects; the session's cookie authenticates the download. */
export function exportHref(filter: TransactionsFilter): string {
  const query = new URLSearchParams(queryOf(filter)).toString();
  return `${API_BASE}/admin/transactions/export.csv${query === '' ? '' : `?${query}`}`;
}

/**
 * The transactions the admin may see, newest first, a page at a time as the list scrolls (down and back up), the
 * pages around the view kept (decision 035); searched by the server.
 */
export const transactionsQuery = (api: Api, filter: TransactionsFilter, start: Start = TOP) =>
  infiniteQueryOptions({
    ...windowedPages(
      keys.transactions(queryOf(filter)),
      async (cursor) =>
        ok(
          await api.get('/admin/transactions', {
            query: { ...queryOf(filter), limit: TRANSACTIONS_PAGE, ...cursor },
          }),
        ),
      start,
    ),
  });

export function useTransactions(filter: TransactionsFilter, start: Start = TOP) {
  return useInfiniteQuery(transactionsQuery(useApi(), filter, start));
}

/** The payments a person should look at (master admin): late at their stage, moved by no job, paid after expiry. */
export const stuckTransactionsQuery = (api: Api) =>
  infiniteQueryOptions({
    queryKey: keys.stuckTransactions,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      ok(
        await api.get('/admin/transactions/stuck', {
          query: { limit: TRANSACTIONS_PAGE, ...(pageParam === undefined ? {} : { after: pageParam }) },
        }),
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });

export function useStuckTransactions(enabled: boolean) {
  return useInfiniteQuery({ ...stuckTransactionsQuery(useApi()), enabled });
}

/** One transaction in full: timeline, operation, ledger, refund, stage. Refreshed while it is not finished. */
export const transactionQuery = (api: Api, reference: string) =>
  queryOptions({
    queryKey: keys.transaction(reference),
    queryFn: async () => ok(await api.get(`/admin/transactions/${encodeURIComponent(reference)}`)),
    refetchInterval: (query) => (query.state.data?.transaction.finished === false ? 10_000 : false),
  });

export function useTransaction(reference: string) {
  return useQuery(transactionQuery(useApi(), reference));
}

export type Decision = 'release' | 'reverse' | 'requeue' | 'cancel';

/**
 * The master's decisions on one payment: release or reverse a blocked one (235), re-queue or cancel one that is
 * stuck; each with its reason for the audit log, and for reverse and cancel an optional message for the customer.
 * The lists and the detail are asked again afterwards, whatever the answer (a 409 means it changed meanwhile).
 */
export function useDecision(reference: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      decision,
      reason,
      message,
    }: {
      decision: Decision;
      reason: string;
      message: string;
    }) => {
      const path = `/admin/transactions/${encodeURIComponent(reference)}` as const;
      const withMessage = message === '' ? { reason } : { reason, message };
      switch (decision) {
        case 'release':
          return ok(await api.post(`${path}/release`, { reason }));
        case 'reverse':
          return ok(await api.post(`${path}/reverse`, withMessage));
        case 'requeue':
          return ok(await api.post(`${path}/requeue`, { reason }));
        case 'cancel':
          return ok(await api.post(`${path}/cancel`, withMessage));
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['transactions'] }),
  });
}

/** The refunds of payments collected then not delivered (master admin), oldest first, of one status or all. */
export const refundsQuery = (api: Api, status: RefundStatus | '') =>
  infiniteQueryOptions({
    queryKey: keys.refunds(status),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      ok(
        await api.get('/admin/refunds', {
          query: {
            limit: TRANSACTIONS_PAGE,
            ...(status === '' ? {} : { status }),
            ...(pageParam === undefined ? {} : { after: pageParam }),
          },
        }),
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });

export function useRefunds(status: RefundStatus | '') {
  return useInfiniteQuery(refundsQuery(useApi(), status));
}

/**
 * The transactions that break the money rule, as the last periodic check found them (master admin, decision 044):
 * what is missing, oldest first, 200 at most, with their total and when the check last ended. Asked again with
 * the transactions (a refund retried or paid outside leaves the list at the next check).
 */
export const moneyRuleBreaksQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.moneyRuleBreaks,
    queryFn: async () => ok(await api.get('/admin/money-rule/breaks')),
  });

export function useMoneyRuleBreaks(enabled = true) {
  return useQuery({ ...moneyRuleBreaksQuery(useApi()), enabled });
}

export type RefundAction = 'retry' | 'paidOutside';

/**
 * The master's two actions on a failed refund: send it again, or record it paid outside the system (with the
 * outside reference; while four-eyes is on, a change a second admin approves). The refunds and the transactions
 * are asked again afterwards, whatever the answer (a 409 means it changed meanwhile).
 */
export function useRefundAction(reference: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { action: RefundAction; reason: string; outsideReference: string }) => {
      const path = `/admin/refunds/${encodeURIComponent(reference)}` as const;
      if (input.action === 'retry') {
        await ok(await api.post(`${path}/retry`, { reason: input.reason }));
        return { pending: false };
      }
      const done = ok(
        await api.post(`${path}/paid-outside`, {
          reason: input.reason,
          outsideReference: input.outsideReference,
        }),
      );
      return { pending: done.pendingChangeId !== null };
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['transactions'] });
      await client.invalidateQueries({ queryKey: keys.pendingChanges });
    },
  });
}
