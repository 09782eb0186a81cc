import { useMutation } from '@tanstack/react-query';
import { ok } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';

export type PushDraft = { title: string; body: string; url?: string };

/** §7's `POST /api/pushToAllUsers` (master): the campaign is recorded and queued for delivery. */
export function useSendPush() {
  const api = useApi();
  return useMutation({
    mutationFn: async (draft: PushDraft) => ok(await api.post('/api/pushToAllUsers', draft)).data,
  });
}
