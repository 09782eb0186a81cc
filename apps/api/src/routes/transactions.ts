import {
  adminOperationsSchema,
  historySchema,
  operationsByReferenceSchema,
  referencesBodySchema,
  statusesSchema,
} from '@1xpay/contract';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import type { Actor, Deps } from '../use-cases/context.ts';
import { getOperations } from '../use-cases/get-operations.ts';
import { getStatuses } from '../use-cases/get-statuses.ts';
import { listAdminOperations } from '../use-cases/list-admin-operations.ts';
import { listHistory } from '../use-cases/list-history.ts';
import { type Api, errorResponses, SESSION_ERRORS } from './api.ts';

const tags = ['transactions'];
const userUuidHeader = z.object({
  'user-uuid': z.uuid().meta({ description: "L'uuid de l'utilisateur connecté." }),
});
const apikeyQuery = z.object({ apikey: z.string().optional() });

/** Spec §7: admin-only calls name the caller in the user-uuid header; it must be the session's user. */
function assertUserUuid(actor: Actor, headerValue: string): void {
  if (headerValue !== actor.user.id) throw new AppError('forbidden', 'userUuidMismatch');
}

export function transactionRoutes(api: Api, deps: Deps): void {
  api.get(
    '/history',
    {
      onRequest: requireSession(deps, { queryKey: 'apikey' }),
      schema: {
        tags,
        summary: "L'historique de l'appelant, du plus récent au plus ancien",
        description: 'Répond 404 quand il n’y a aucune transaction (§7).',
        querystring: apikeyQuery,
        headers: userUuidHeader,
        response: { 200: historySchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertUserUuid(actor, request.headers['user-uuid']);
      return listHistory(deps, actor);
    },
  );

  api.post(
    '/statuses',
    {
      onRequest: requireSession(deps, { queryKey: 'apikey' }),
      schema: {
        tags,
        summary: 'Les statuts de transactions, indexés par référence',
        querystring: apikeyQuery,
        body: referencesBodySchema,
        response: { 200: statusesSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => getStatuses(deps, actorOf(request), request.body.references),
  );

  api.post(
    '/admin/getOperations',
    {
      onRequest: requireSession(deps, { queryKey: 'aipkey' }),
      schema: {
        tags,
        summary: 'Les opérations de transactions, indexées par référence',
        description: 'Le paramètre de requête s’écrit « aipkey » (§7).',
        querystring: z.object({ aipkey: z.string().optional() }),
        body: referencesBodySchema,
        response: { 200: operationsByReferenceSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => getOperations(deps, actorOf(request), request.body.references),
  );

  api.get(
    '/admin/operations/:uuid',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: "Les opérations d'un agent (toutes pour l'administrateur principal)",
        params: z.object({ uuid: z.string() }),
        headers: userUuidHeader,
        response: { 200: adminOperationsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertUserUuid(actor, request.headers['user-uuid']);
      return listAdminOperations(deps, actor, request.params.uuid);
    },
  );
}
