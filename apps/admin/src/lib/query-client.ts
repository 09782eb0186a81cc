import { ApiError, createQueryClient as createAppQueryClient } from '@1xpay/client';
import type { QueryClient } from '@tanstack/react-query';

/** Every query key of the dashboard, in one place. */
export const keys = {
  me: ['me'] as const,
  totp: ['totp'] as const,
  operationQueueRoot: ['operations'] as const,
  operationQueue: (filter: Readonly<Record<string, string>>) => ['operations', 'queue', filter] as const,
  operationQueueCounts: ['operations', 'counts'] as const,
  userStats: ['users', 'stats'] as const,
  grants: ['users', 'grants'] as const,
  users: (filter: Readonly<Record<string, string>>) => ['users', 'list', filter] as const,
  transactions: (filter: Readonly<Record<string, string>>) => ['transactions', 'list', filter] as const,
  stuckTransactions: ['transactions', 'stuck'] as const,
  refunds: (status: string) => ['transactions', 'refunds', status] as const,
  allRefunds: ['transactions', 'refunds'] as const,
  moneyRuleBreaks: ['transactions', 'moneyRuleBreaks'] as const,
  transaction: (reference: string) => ['transactions', 'detail', reference] as const,
  overview: (filter: Readonly<Record<string, string>>) => ['overview', filter] as const,
  ledgerBalances: () => ['ledgerBalances'] as const,
  user: (uuid: string) => ['users', 'detail', uuid] as const,
  views: ['views'] as const,
  audit: (filter: Readonly<Record<string, string>>) => ['audit', filter] as const,
  catalogue: (document: string) => ['catalogue', document] as const,
  fourEyes: ['catalogue', 'fourEyes'] as const,
  pendingChanges: ['catalogue', 'pendingChanges'] as const,
  pushCampaigns: ['push', 'campaigns'] as const,
  identityRoot: ['identity'] as const,
  identityReviews: (country: string) => ['identity', 'reviews', country] as const,
  identityReview: (id: string) => ['identity', 'review', id] as const,
  pushCampaign: (id: string) => ['push', 'campaign', id] as const,
};

/**
 * The dashboard's cache: the browser apps' (see @1xpay/client), and when the master required two-factor sign-in
 * meanwhile, the status asked again, which sends the admin to enrol.
 */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  return createAppQueryClient(onSessionEnded, (error, client) => {
    if (
      error instanceof ApiError &&
      (error.body as { error?: unknown } | undefined)?.error === 'totp_enrolment_required'
    )
      void client.invalidateQueries({ queryKey: keys.totp });
  });
}
