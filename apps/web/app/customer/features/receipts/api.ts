import { useQuery } from '@tanstack/react-query';
import { ok } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.tsx';

/** The public check of a receipt: anyone holding its link may ask. */
export function useReceiptCheck(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['receipt', token],
    queryFn: async () => ok(await api.get(`/api/receipts/${encodeURIComponent(token)}`)),
    enabled: token !== '',
    retry: false,
  });
}
