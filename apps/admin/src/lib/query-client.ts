import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api.ts';

/** Every query key of the dashboard, in one place. */
export const keys = {
  me: ['me'] as const,
  operations: (uuid: string) => ['operations', uuid] as const,
};

/** §8: a 401 (other than a wrong password typed in the sign-in form) signs the admin out. */
export function endsTheSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return (error.body as { error?: unknown } | undefined)?.error !== 'bad_credentials';
}

/**
 * The dashboard's cache: lists stay fresh 30 s and are refreshed behind the screen; a lost connection is retried
 * twice, a refused call never.
 */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (endsTheSession(error)) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        retry: (failures, error) => error instanceof NetworkError && failures < 2,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
