import { API_BASE, type Api, ok, useApi } from '@1xpay/client';
import type { QueuedOperation, QueueTab } from '@1xpay/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keys } from '../../lib/query-client.ts';

/** What the queue is filtered by, as the screen's URL keeps it ('' is no filter; the tab '' is « À traiter »). */
export const QUEUE_FILTER_KEYS = ['tab', 'q', 'country', 'operator', 'type'] as const;
export type QueueFilter = Record<(typeof QUEUE_FILTER_KEYS)[number], string>;

/** How many operations a page brings: more than a working hour's worth for one agent. */
export const QUEUE_PAGE = 50;

/** How often the queue is asked again while the live events are out of reach (the fallback). */
export const QUEUE_POLL_MS = 5_000;
/** How long after the event stream was refused (a proxy that cuts it, a session ended) it is tried again. */
export const STREAM_RETRY_MS = 30_000;

export const tabOf = (filter: QueueFilter): QueueTab =>
  filter.tab === 'claimed' || filter.tab === 'done' ? filter.tab : 'todo';

/** A page of the queue (decision 049): waiting ones oldest first (`after`), finished ones newest first (`before`). */
export const queueQuery = (api: Api, filter: QueueFilter) => {
  const tab = tabOf(filter);
  const query = Object.fromEntries(
    Object.entries({ ...filter, tab }).filter(([, value]) => value !== ''),
  ) as Record<string, string>;
  return infiniteQueryOptions({
    queryKey: keys.operationQueue(query),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      ok(
        await api.get('/admin/operation-queue', {
          query: {
            ...query,
            tab,
            limit: QUEUE_PAGE,
            ...(pageParam === undefined ? {} : tab === 'done' ? { before: pageParam } : { after: pageParam }),
          },
        }),
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });
};

export function useOperationQueue(filter: QueueFilter, polling: boolean) {
  return useInfiniteQuery({
    ...queueQuery(useApi(), filter),
    refetchInterval: polling ? QUEUE_POLL_MS : false,
  });
}

/** How many operations wait for the caller: the navigation's count and the tabs'. */
export const queueCountsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.operationQueueCounts,
    queryFn: async () => ok(await api.get('/admin/operation-queue/counts')),
  });

export function useQueueCounts(polling: boolean, enabled = true) {
  return useQuery({
    ...queueCountsQuery(useApi()),
    enabled,
    refetchInterval: polling && enabled ? QUEUE_POLL_MS : false,
  });
}

/** Asks again for everything the queue shows: its pages, its counts, the transactions' detail. */
export function useRefreshQueue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.operationQueueRoot });
}

/** How the dashboard hears of the queue's changes: the live stream, or polling while it is out of reach. */
export type LiveMode = 'connecting' | 'live' | 'polling';

/**
 * Keeps the queue up to date without a reload (decision 049): an EventSource on the server's stream (the session's
 * cookie authenticates it), whose `changed` events make the queue and its counts be asked again; while the stream
 * is out of reach (refused, cut, a browser without EventSource), polling every QUEUE_POLL_MS, and the stream tried
 * again after STREAM_RETRY_MS.
 */
export function useQueueLive(enabled: boolean): LiveMode {
  const client = useQueryClient();
  const [mode, setMode] = useState<LiveMode>('connecting');
  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      setMode('polling');
      return;
    }
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => void client.invalidateQueries({ queryKey: keys.operationQueueRoot });
    const open = () => {
      if (stopped) return;
      source = new EventSource(`${API_BASE}/admin/operation-queue/events`, { withCredentials: true });
      source.onopen = () => {
        setMode('live');
        // What changed while the stream was closed was not told: ask again.
        refresh();
      };
      source.addEventListener('changed', refresh);
      source.onerror = () => {
        setMode('polling');
        // The browser reconnects by itself after a cut; after a refusal (401, 403, a proxy's error) it gives up.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(open, STREAM_RETRY_MS);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      if (retry !== undefined) clearTimeout(retry);
    };
  }, [enabled, client]);
  return mode;
}

/** What the complete/fail dialog sends: the outcome, the delivery's reference and a note. */
export type Settlement =
  | { outcome: 'complete'; deliveryReference: string; note: string }
  | { outcome: 'fail'; failureMessage: string; deliveryReference: string; note: string };

/**
 * §7's settlement of an operation by its admin, with the delivery's own reference and a note (decision 049):
 * complete (the customer's payment succeeds) or fail with the message the customer will read (§4's 528). The
 * queue is asked again afterwards, whatever the answer.
 */
export function useSettleOperation(reference: string) {
  const api = useApi();
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: async (settlement: Settlement) => {
      const operation = encodeURIComponent(reference);
      const record = {
        ...(settlement.deliveryReference === '' ? {} : { deliveryReference: settlement.deliveryReference }),
        ...(settlement.note === '' ? {} : { note: settlement.note }),
      };
      return ok(
        settlement.outcome === 'complete'
          ? await api.post(`/admin/operations/${operation}/complete`, record)
          : await api.post(`/admin/operations/${operation}/fail`, {
              failureMessage: settlement.failureMessage,
              ...record,
            }),
      );
    },
    onSettled: () => refresh(),
  });
}

/**
 * Takes an operation in hand: its agent says they are on it; the master takes it from its agent (it is then
 * theirs to settle). The queue is asked again afterwards, whatever the answer.
 */
export function useClaimOperation() {
  const api = useApi();
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: async (reference: string) =>
      ok(await api.post(`/admin/operations/${encodeURIComponent(reference)}/claim`)),
    onSettled: () => refresh(),
  });
}

export type { QueuedOperation };
