import { ok, useApi } from '@1xpay/client';
import type { Identity, IdentityDocumentKind, IdentitySide } from '@1xpay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../lib/query-client.ts';

/** GET /api/identity: the account's level, what is left this month, the last sending of documents. */
export function useIdentity() {
  const api = useApi();
  return useQuery({
    queryKey: keys.identity,
    queryFn: async (): Promise<Identity> => ok(await api.get('/api/identity')).data,
  });
}

export type DocumentsDraft = {
  documentKind: IdentityDocumentKind;
  files: Partial<Record<IdentitySide, File>>;
};

/** POST /api/identity/documents (multipart): the identity answered afterwards replaces the one kept. */
export function useSendDocuments() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: DocumentsDraft) => {
      const form = new FormData();
      form.append('documentKind', draft.documentKind);
      for (const [side, file] of Object.entries(draft.files))
        if (file !== undefined) form.append(side, file, file.name);
      return ok(await api.post('/api/identity/documents', form)).data;
    },
    onSuccess: (identity) => {
      client.setQueryData(keys.identity, identity);
      void client.invalidateQueries({ queryKey: keys.me });
    },
  });
}
