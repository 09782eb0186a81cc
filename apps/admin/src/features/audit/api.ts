import { API_BASE, type Api, ok, useApi } from '@1xpay/client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

/** The audit log's filters as the screen's URL keeps them (dates as YYYY-MM-DD, in the admin's time zone). */
export type AuditFilter = { actor: string; action: string; target: string; from: string; to: string };

export const AUDIT_PAGE = 50;

/** A day `YYYY-MM-DD` as the admin's local midnight, in ms; `next` the midnight after it (the day included). */
function dayStart(day: string, next = false): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return undefined;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (next ? 1 : 0)).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/** The filter as the API's query: `from` the first day's start, `to` the start of the day after the last. */
export function auditQuery(filter: AuditFilter): Record<string, string> {
  const from = dayStart(filter.from);
  const to = dayStart(filter.to, true);
  return Object.fromEntries(
    Object.entries({
      actor: filter.actor.trim(),
      action: filter.action.trim(),
      target: filter.target.trim(),
      from: from === undefined ? '' : String(from),
      to: to === undefined ? '' : String(to),
    }).filter(([, value]) => value !== ''),
  );
}

/** Where the CSV of every entry the filter selects downloads from (the session cookie authenticates it). */
export function auditExportHref(filter: AuditFilter): string {
  const query = new URLSearchParams(auditQuery(filter)).toString();
  return `${API_BASE}/api/audit/export.csv${query === '' ? '' : `?${query}`}`;
}

/** The audit log newest first, a page at a time ("load more"), filtered by the server. */
export const auditLogQuery = (api: Api, filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: keys.audit(auditQuery(filter)),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      ok(
        await api.get('/api/audit', {
          query: {
            limit: AUDIT_PAGE,
            ...auditQuery(filter),
            ...(pageParam === undefined ? {} : { before: pageParam }),
          },
        }),
      ),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditLogQuery(useApi(), filter));
}
