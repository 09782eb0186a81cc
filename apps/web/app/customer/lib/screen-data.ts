import type { Api } from '@1xpay/client';
import type { QueryClient } from '@tanstack/react-query';
import type { UIMatch } from 'react-router';

/**
 * What a screen shows first, asked for before the screen is drawn: a route module's `handle` names it. The screen
 * then draws once with its data, rather than once empty and again when its calls answer; on a cheap phone each
 * drawing of a form is a long task.
 */
export type ScreenHandle = {
  data: (client: QueryClient, api: Api, params: URLSearchParams) => Promise<void>[];
};

/** How long a screen waits for its first data before it shows its own loading state instead. */
export const SCREEN_DATA_WAIT_MS = 1000;

/**
 * Starts the calls of the screens in `matches` (those already in the cache and fresh are not made again) and
 * resolves when they have answered, failed, or `SCREEN_DATA_WAIT_MS` has passed, whichever comes first. It never
 * rejects: a failed call is the screen's to show, from the cache.
 */
export function loadScreenData(
  client: QueryClient,
  api: Api,
  matches: readonly UIMatch[],
  params: URLSearchParams,
  first: readonly Promise<void>[] = [],
): Promise<void> {
  const calls = [
    ...first,
    ...matches.flatMap(
      (match) => (match.handle as Partial<ScreenHandle> | undefined)?.data?.(client, api, params) ?? [],
    ),
  ];
  return Promise.race([
    Promise.allSettled(calls).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, SCREEN_DATA_WAIT_MS)),
  ]);
}
