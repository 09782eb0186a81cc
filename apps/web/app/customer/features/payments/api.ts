import { type Api, ok, useApi } from '@1xpay/client';
import type { CreateTransactionBody, OfferedOperators } from '@1xpay/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

/** Where money can move now: the countries with at least one operator offered, and those operators. */
export const operatorsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.operators,
    queryFn: async (): Promise<OfferedOperators> => ok(await api.get('/api/operators')),
    staleTime: 5 * 60_000,
  });

export function useOperators() {
  return useQuery(operatorsQuery(useApi()));
}

/** Where each operator's customers pay, with the operator's own instructions (edited by the master admin). */
export const addressesQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.addresses,
    queryFn: async () => ok(await api.get('/api/addresses')),
    staleTime: 5 * 60_000,
  });

export function useAddresses() {
  return useQuery(addressesQuery(useApi()));
}

export type QuoteInput = {
  type: CreateTransactionBody['type'];
  country: string;
  operator: string;
  amount: number | undefined;
  beneficiaryCountry?: string | undefined;
};

/** The query of a quote: its key and its call, for the live quote and for the quote of a reviewed payment. */
function quoteQuery(api: Api, input: QuoteInput) {
  const query = {
    type: input.type,
    country: input.country,
    operator: input.operator,
    amount: String(input.amount ?? ''),
    ...(input.beneficiaryCountry ? { beneficiaryCountry: input.beneficiaryCountry } : {}),
  };
  return {
    queryKey: keys.quote(query),
    queryFn: async () => ok(await api.get('/api/quote', { query })),
    retry: false,
  } as const;
}

/** The live quote of what is typed: amount, fees, total (and for a transfer, the rate and the amount received). */
export function useQuote(input: QuoteInput) {
  const api = useApi();
  return useQuery({
    ...quoteQuery(api, input),
    enabled: input.amount !== undefined && input.amount > 0 && input.country !== '' && input.operator !== '',
    placeholderData: keepPreviousData,
  });
}

/** The quote of exactly this payment, from the cache when the live quote already asked for it. */
export function useQuoteOf() {
  const api = useApi();
  const client = useQueryClient();
  return (input: QuoteInput) => client.fetchQuery(quoteQuery(api, input));
}

const DRAFT_KEY = '1xpay.payment';

/**
 * The Idempotency-Key of a payment about to be confirmed. The same payment (same body) keeps its key in the tab's
 * session storage, so a double tap, a retry after a lost answer or a reload followed by a second confirmation
 * all reach the server with the same key and create one transaction; a changed payment gets a new key.
 */
export function idempotencyKeyFor(body: CreateTransactionBody): string {
  const text = JSON.stringify(body);
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null') as {
      body: string;
      key: string;
    } | null;
    if (stored?.body === text) return stored.key;
    const key = crypto.randomUUID();
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ body: text, key }));
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

export function forgetPaymentDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

export function useCreateTransaction() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: CreateTransactionBody; key: string }) =>
      ok(await api.post('/api/transactions', body, { idempotencyKey: key })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.history }),
  });
}
