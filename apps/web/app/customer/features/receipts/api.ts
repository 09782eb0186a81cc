import { ok, useApi } from '@1xpay/client';
import { useQuery } from '@tanstack/react-query';

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
