import { type Api, ApiError, ok, useApi } from '@1xpay/client';
import { type BodyOf, type PendingChange, pendingChangeSchema, pictureResponseSchema } from '@1xpay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

/**
 * §3: the catalogue lists are cached (TanStack Query): fees, addresses, pubs, pronostics, rates, and the operators
 * with their limits. Each is one document that a save replaces whole.
 */
export const feesQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.catalogue('fees'),
    queryFn: async () => ok(await api.get('/api/fees')),
    // Another admin's approval changes it behind this screen: shown from the cache, asked again on each visit.
    refetchOnMount: 'always',
  });
export const addressesQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.catalogue('addresses'),
    queryFn: async () => ok(await api.get('/api/addresses')),
  });
export const pubsQuery = (api: Api) =>
  queryOptions({ queryKey: keys.catalogue('pubs'), queryFn: async () => ok(await api.get('/api/pubs')) });
export const pronosticsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.catalogue('pronostics'),
    queryFn: async () => ok(await api.get('/api/pronostics')),
  });
export const ratesQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.catalogue('rates'),
    queryFn: async () => ok(await api.get('/api/countriesRates')),
    refetchOnMount: 'always',
  });
export const operatorsQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.catalogue('operators'),
    queryFn: async () => ok(await api.get('/api/operators')),
    refetchOnMount: 'always',
  });

export const useFees = () => useQuery(feesQuery(useApi()));
export const useAddresses = () => useQuery(addressesQuery(useApi()));
export const usePubs = () => useQuery(pubsQuery(useApi()));
export const usePronostics = () => useQuery(pronosticsQuery(useApi()));
export const useRates = () => useQuery(ratesQuery(useApi()));
export const useOperators = () => useQuery(operatorsQuery(useApi()));

/** The documents the master saves, by the path of their §7 write, and the cached list each replaces. */
const WRITES = {
  fees: '/api/fees',
  addresses: '/api/addresses',
  pubs: '/api/pubs',
  pronostics: '/api/pronostics',
  rates: '/api/rates',
  operators: '/api/operators',
} as const;
type Writes = typeof WRITES;
export type CatalogueDocument = keyof Writes;

/** What a save did: applied at once, or (four-eyes on: fees, rates, operators) waiting for a second admin (202). */
export type SaveOutcome = { applied: true } | { applied: false; pending: PendingChange };

/**
 * Saves a whole document. With the four-eyes policy on, a change to the fees, rates or operators answers 202 with
 * the pending change: the cached document is then left as it is (it has not changed) and the pending list reloads.
 */
export function useSaveDocument<D extends CatalogueDocument>(document: D) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<Writes[D]>): Promise<SaveOutcome> => {
      const reply = await api.post(WRITES[document], body as never);
      if (reply.status === 202) return { applied: false, pending: pendingChangeSchema.parse(reply.body) };
      ok(reply);
      return { applied: true };
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: keys.catalogue(document) });
      await client.invalidateQueries({ queryKey: keys.pendingChanges });
    },
  });
}

export const fourEyesQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.fourEyes,
    queryFn: async () => ok(await api.get('/admin/fourEyes')),
    refetchOnMount: 'always',
  });
export const useFourEyes = () => useQuery(fourEyesQuery(useApi()));

export function useSetFourEyes() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    // Turning it off while on waits (202) for a second admin (decision 046).
    mutationFn: async (enabled: boolean) => {
      const reply = await api.post('/admin/fourEyes', { enabled });
      if (reply.status === 202) return { waiting: true, enabled: !enabled };
      return { waiting: false, enabled: ok(reply).enabled };
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: keys.fourEyes });
      await client.invalidateQueries({ queryKey: keys.pendingChanges });
    },
  });
}

export const pendingChangesQuery = (api: Api) =>
  queryOptions({
    queryKey: keys.pendingChanges,
    queryFn: async () => ok(await api.get('/admin/pendingChanges', { query: { state: 'pending' } })).data,
    refetchOnMount: 'always',
  });
export const usePendingChanges = () => useQuery(pendingChangesQuery(useApi()));

/** Approve or reject a pending change; the document it touches and the pending list reload either way. */
export function useDecideChange() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { id: string; kind: PendingChange['kind'] } & (
        | { decision: 'approve' }
        | { decision: 'reject'; reason: string }
      ),
    ) =>
      input.decision === 'approve'
        ? ok(await api.post(`/admin/pendingChanges/${input.id}/approve`)).data
        : ok(await api.post(`/admin/pendingChanges/${input.id}/reject`, { reason: input.reason })).data,
    onSettled: async (_data, _error, input) => {
      await client.invalidateQueries({ queryKey: keys.pendingChanges });
      if (input.kind === 'fourEyes') await client.invalidateQueries({ queryKey: keys.fourEyes });
      else if (input.kind === 'adminRights') await client.invalidateQueries({ queryKey: ['users'] });
      else if (input.kind === 'refundOutside') await client.invalidateQueries({ queryKey: keys.allRefunds });
      else await client.invalidateQueries({ queryKey: keys.catalogue(input.kind) });
    },
  });
}

/** §8's upload errors, in French: what the pubs form says for each answer of POST /api/pictures. */
export type UploadFailure = 'signOut' | 'invalid' | 'forbidden' | 'server' | 'network';

export function uploadFailureOf(error: unknown): UploadFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'signOut';
    if (error.status === 400) return 'invalid';
    if (error.status === 403) return 'forbidden';
    if (error.status >= 500) return 'server';
  }
  return 'network';
}

/** POST /api/pictures (multipart): the stored picture's path, to put in a pub. */
export function useUploadPicture() {
  const api = useApi();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('picture', file, file.name);
      return pictureResponseSchema.parse(ok(await api.post('/api/pictures', form))).data;
    },
  });
}
