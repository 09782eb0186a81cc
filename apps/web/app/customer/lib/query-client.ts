import { endsTheSession } from '@1xpay/contract';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api.ts';

/** Every query key of the app, in one place. */
export const keys = {
  me: ['me'] as const,
  operators: ['operators'] as const,
  addresses: ['addresses'] as const,
  pubs: ['pubs'] as const,
  pronostics: ['pronostics'] as const,
  quote: (query: Readonly<Record<string, string>>) => ['quote', query] as const,
  history: ['history'] as const,
  transaction: (reference: string) => ['transaction', reference] as const,
  push: ['push'] as const,
};

/**
 * The app's cache: lists stay fresh 30 s and are refreshed behind the screen; a lost connection is retried twice
 * (then the screen offers a retry) and a refused call never is.
 */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (endsTheSession(error)) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // Offline, a call is still tried (and fails at once as NetworkError): the screen says so and offers a retry,
      // rather than waiting without a word.
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        retry: (failures, error) => error instanceof NetworkError && failures < 2,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
