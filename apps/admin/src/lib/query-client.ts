import { endsTheSession } from '@1xpay/contract';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api.ts';

/** Every query key of the dashboard, in one place. */
export const keys = {
  me: ['me'] as const,
  totp: ['totp'] as const,
  operations: (uuid: string) => ['operations', uuid] as const,
  userStats: ['users', 'stats'] as const,
  grants: ['users', 'grants'] as const,
  users: (filter: Readonly<Record<string, string>>) => ['users', 'list', filter] as const,
  transactions: (filter: Readonly<Record<string, string>>) => ['transactions', 'list', filter] as const,
  stuckTransactions: ['transactions', 'stuck'] as const,
  transaction: (reference: string) => ['transactions', 'detail', reference] as const,
  overview: (filter: Readonly<Record<string, string>>) => ['overview', filter] as const,
  user: (uuid: string) => ['users', 'detail', uuid] as const,
  views: ['views'] as const,
  audit: (filter: Readonly<Record<string, string>>) => ['audit', filter] as const,
  catalogue: (document: string) => ['catalogue', document] as const,
  fourEyes: ['catalogue', 'fourEyes'] as const,
  pendingChanges: ['catalogue', 'pendingChanges'] as const,
  pushCampaigns: ['push', 'campaigns'] as const,
  pushCampaign: (id: string) => ['push', 'campaign', id] as const,
};

/**
 * The dashboard's cache: lists stay fresh 30 s and are refreshed behind the screen; a lost connection is retried
 * twice, a refused call never.
 */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (endsTheSession(error)) onSessionEnded();
    // The master required two-factor sign-in meanwhile: the status, asked again, sends the admin to enrol.
    else if (
      error instanceof ApiError &&
      (error.body as { error?: unknown } | undefined)?.error === 'totp_enrolment_required'
    )
      void client.invalidateQueries({ queryKey: keys.totp });
  };
  const client = new QueryClient({
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
  return client;
}
