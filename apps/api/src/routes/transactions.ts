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
import { metaOf } from '../http/request-context.ts';
import type { Actor, Deps } from '../use-cases/context.ts';
import { getOperations } from '../use-cases/get-operations.ts';
import { getStatuses } from '../use-cases/get-statuses.ts';
import { listAdminOperations } from '../use-cases/list-admin-operations.ts';
import { listHistory } from '../use-cases/list-history.ts';
import { settleOperation } from '../use-cases/settle-operation.ts';
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

  for (const outcome of ['complete', 'fail'] as const) {
    api.post(
      `/admin/operations/:reference/${outcome}`,
      {
        onRequest: requireSession(deps),
        schema: {
          tags,
          summary:
            outcome === 'complete'
              ? "Terminer la livraison d'une opération (→ 200)"
              : "Déclarer l'échec d'une opération (→ 528)",
          description:
            "L'agent assigné ou l'administrateur principal, tant que l'opération est en attente. L'échec rend la transaction 528 avec le message donné, et l'argent est rendu au payeur.",
          params: z.object({ reference: z.string().max(64) }),
          ...(outcome === 'fail'
            ? { body: z.object({ failureMessage: z.string().trim().min(1).max(500) }) }
            : {}),
          response: {
            200: z.object({
              transactionReference: z.string(),
              operationStatus: z.enum(['success', 'error']),
              failureMessage: z.string().nullable(),
            }),
            ...errorResponses(...SESSION_ERRORS, 404, 409),
          },
        },
      },
      async (request) => {
        const body = request.body as { failureMessage: string } | undefined;
        return settleOperation(
          deps,
          actorOf(request),
          request.params.reference,
          outcome === 'complete'
            ? { kind: 'complete' }
            : { kind: 'fail', failureMessage: body?.failureMessage ?? '' },
          metaOf(request),
        );
      },
    );
  }
}
