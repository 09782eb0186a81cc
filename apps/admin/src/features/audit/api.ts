import { API_BASE, type Api, ok, useApi } from '@1xpay/client';
import { startOfDay } from '@1xpay/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../lib/dates.tsx';
import { keys } from '../../lib/query-client.ts';

/** The audit log's filters as the screen's URL keeps them (dates as YYYY-MM-DD, in the admin's time zone). */
export type AuditFilter = { actor: string; action: string; target: string; from: string; to: string };

export const AUDIT_PAGE = 50;

/**
 * The filter as the API's query: `from` the first day's start, `to` the start of the day after the last, both at
 * midnight in the admin's `timeZone` (the zone the log's times are shown in).
 */
export function auditQuery(filter: AuditFilter, timeZone: string): Record<string, string> {
  const from = startOfDay(filter.from, timeZone);
  const to = startOfDay(filter.to, timeZone, 1);
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
export function auditExportHref(filter: AuditFilter, timeZone: string): string {
  const query = new URLSearchParams(auditQuery(filter, timeZone)).toString();
  return `${API_BASE}/api/audit/export.csv${query === '' ? '' : `?${query}`}`;
}

/** The audit log newest first, a page at a time ("load more"), filtered by the server. */
export const auditLogQuery = (api: Api, filter: AuditFilter, timeZone: string) =>
  infiniteQueryOptions({
    queryKey: keys.audit(auditQuery(filter, timeZone)),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      ok(
        await api.get('/api/audit', {
          query: {
            limit: AUDIT_PAGE,
            ...auditQuery(filter, timeZone),
            ...(pageParam === undefined ? {} : { before: pageParam }),
          },
        }),
      ),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditLogQuery(useApi(), filter, useTimeZone()));
}
