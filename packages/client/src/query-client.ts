import { endsTheSession, NetworkError } from '@1xpay/contract';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Whether the device says it is connected: a call that failed while it says not is not tried again at once. */
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A browser app's query cache: lists stay fresh 30 s and are refreshed behind the screen; a lost connection is
 * retried twice (then the screen offers a retry), not at all while the device says it is offline (the screen says
 * so at once), and a refused call never is. A call that ends the session (401) calls `onSessionEnded`; any other
 * failure is handed to `onError`, with the cache.
 */
export function createQueryClient(
  onSessionEnded: () => void,
  onError?: (error: unknown, client: QueryClient) => void,
): QueryClient {
  const failed = (error: unknown) => {
    if (endsTheSession(error)) onSessionEnded();
    else onError?.(error, client);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: failed }),
    mutationCache: new MutationCache({ onError: failed }),
    defaultOptions: {
      // Offline, a call is still tried (and fails at once as NetworkError): the screen says so and offers a retry,
      // rather than waiting without a word.
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        retry: (failures, error) => error instanceof NetworkError && failures < 2 && online(),
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
  return client;
}
