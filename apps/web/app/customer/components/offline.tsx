import { NetworkError } from '@1xpay/client';
import { Button } from '@1xpay/ui';
import { useSyncExternalStore } from 'react';
import { useDate } from '../lib/dates.tsx';
import { useAppText } from '../lib/text.ts';
import { ErrorState } from './states.tsx';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device says it is connected (`navigator.onLine`), kept up to date; true in the prerender. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** What StaleData reads of a query: its data, when it was loaded, its failure and how to ask again. */
export type StaleQuery = {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * Above a screen's data that could not be refreshed: offline (the device says so, or the last call never reached
 * the server), « Hors ligne · données du … » with when the data was loaded, and the data stays as it was; any other
 * failure, the error with its retry. Nothing while the data is fresh, or when there is no data (the screen shows its
 * own loading or error state then).
 */
export function StaleData({ query }: { query: StaleQuery }) {
  const t = useAppText();
  const date = useDate();
  const online = useOnline();
  if (query.data === undefined) return null;
  const offline = !online || (query.isError && query.error instanceof NetworkError);
  if (offline)
    return (
      <div
        role="status"
        data-state="offline"
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-[20px] bg-ink-100 px-4 py-3 text-ink-900"
      >
        <p className="flex items-center gap-2 text-sm font-semibold">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className="shrink-0">
            <path
              d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.6M19 12.9a10 10 0 0 0-2.6-1.8M2 8.8a15 15 0 0 1 4.4-2.9M22 8.8A15 15 0 0 0 10.5 5M12 20h.01"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t('offline.note', { date: date(query.dataUpdatedAt) })}
        </p>
        <Button variant="secondary" className="min-h-11" onClick={() => void query.refetch()}>
          {t('action.retry')}
        </Button>
      </div>
    );
  if (!query.isError) return null;
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
}
