import { API_BASE, ok, useApi } from '@1xpay/client';
import { reviewDetailSchema, reviewQueueSchema } from '@1xpay/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

export const REVIEWS_PAGE = 50;

/** The documents waiting for review, oldest first, a page at a time; `country` narrows them. */
export function useReviewQueue(country: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: keys.identityReviews(country),
    initialPageParam: '',
    queryFn: async ({ pageParam }) =>
      reviewQueueSchema.parse(
        ok(
          await api.get('/admin/identity/reviews', {
            query: {
              limit: String(REVIEWS_PAGE),
              ...(pageParam === '' ? {} : { after: pageParam }),
              ...(country === '' ? {} : { country }),
            },
          }),
        ),
      ),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useReview(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: keys.identityReview(id),
    queryFn: async () => reviewDetailSchema.parse(ok(await api.get(`/admin/identity/reviews/${id}`))).data,
  });
}

/** Where a picture of the documents is opened (the session's cookie goes with the image's request). */
export const identityFileUrl = (id: string) => `${API_BASE}/admin/identity/files/${id}`;

export type Decision = { kind: 'accept' } | { kind: 'send-back' | 'reject'; reason: string };

export function useDecideReview(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision) =>
      ok(
        decision.kind === 'accept'
          ? await api.post(`/admin/identity/reviews/${id}/accept`, {})
          : await api.post(`/admin/identity/reviews/${id}/${decision.kind}`, { reason: decision.reason }),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.identityRoot }),
  });
}

/** Suspend or resume a customer's payments, with a reason. */
export function useSuspension(uuid: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ suspend, reason }: { suspend: boolean; reason: string }) =>
      ok(await api.post(`/admin/users/${uuid}/${suspend ? 'suspend' : 'resume'}`, { reason })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.user(uuid) });
      void client.invalidateQueries({ queryKey: keys.identityRoot });
    },
  });
}
