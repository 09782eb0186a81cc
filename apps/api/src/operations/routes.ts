import {
  adminOperationSchema,
  adminOperationsSchema,
  aipkeyQuerySchema,
  completeOperationBodySchema,
  failOperationBodySchema,
  operationEventsSchema,
  operationQueueCountsSchema,
  operationQueueQuerySchema,
  operationQueueSchema,
  operationReferenceParamsSchema,
  operationsByReferenceSchema,
  referencesBodySchema,
  settledOperationSchema,
  userUuidHeadersSchema,
} from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, assertUserUuid, requireSession } from '../http/authenticate.ts';
import { eventStreams } from '../http/event-stream.ts';
import { metaOf } from '../http/request-context.ts';
import { claimOperation } from './claim-operation.ts';
import { getOperations } from './get-operations.ts';
import { listAdminOperations } from './list-admin-operations.ts';
import { countOperationQueue, listOperationQueue } from './list-operation-queue.ts';
import { assertMaySettleOperation, settleOperation } from './settle-operation.ts';
import { watchOperationQueue } from './watch-operation-queue.ts';

const tags = ['transactions'];

export function operationRoutes(api: Api, deps: Deps): void {
  api.post(
    '/admin/getOperations',
    {
      onRequest: requireSession(deps, { queryKey: 'aipkey', readOnly: true }),
      schema: {
        tags,
        summary: 'Les opérations de transactions, indexées par référence',
        description: 'Le paramètre de requête s’écrit « aipkey » (§7).',
        querystring: aipkeyQuerySchema,
        body: referencesBodySchema,
        response: { 200: operationsByReferenceSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => getOperations(deps, actorOf(request), request.body.references),
  );

  api.get(
    '/admin/operations/:uuid',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: "Les opérations d'un agent (toutes pour l'administrateur principal)",
        params: z.object({ uuid: z.string() }),
        headers: userUuidHeadersSchema,
        response: { 200: adminOperationsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => {
      return listAdminOperations(deps, assertUserUuid(request), request.params.uuid);
    },
  );

  api.get(
    '/admin/operation-queue',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'La file des opérations (à traiter, en cours, terminées), une page à la fois',
        description:
          "L'accueil des agents (décision 049) : leurs opérations (toutes pour l'administrateur principal). « todo » et « claimed » : les plus anciennes d'abord, page suivante avec `after` ; « done » : les dernières finies d'abord, page suivante avec `before`. Recherche (référence, téléphone, nom) et filtres (pays, opérateur, type).",
        querystring: operationQueueQuerySchema,
        response: { 200: operationQueueSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listOperationQueue(deps, actorOf(request), request.query),
  );

  api.get(
    '/admin/operation-queue/counts',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Combien d’opérations attendent dans la file de l’appelant',
        response: { 200: operationQueueCountsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => countOperationQueue(deps, actorOf(request)),
  );

  const streams = eventStreams(api);
  api.get(
    '/admin/operation-queue/events',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Les changements de la file, en direct (text/event-stream)',
        description:
          "Flux d'événements envoyés par le serveur (décision 049), authentifié comme les autres appels : un événement « changed » `{references}` dans les 2 s qui suivent l'arrivée, la prise en charge ou la fin d'une opération de la file de l'appelant (`references` vide : tout a pu changer, relire la file) ; un commentaire toutes les 15 s ; fermé au plus tard au bout de 10 minutes ou à la fin de la session, le navigateur se reconnecte.",
        response: { 200: operationEventsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const stream = streams.open(reply, actor.sessionExpiresAt.getTime() - deps.clock().getTime());
      const stopWatching = watchOperationQueue(deps, actor, (references) =>
        stream.send('changed', { references }),
      );
      // A session ended or an account changed elsewhere: the browser reconnects, and is authenticated again.
      const stopAuth = deps.notifications.on('auth_changed', (userId) => {
        if (userId === actor.user.id) stream.end();
      });
      stream.onClose(() => {
        stopWatching();
        stopAuth();
      });
      return reply;
    },
  );

  // The operation is named by the path: who may not settle it is refused before the body is read. A reference
  // that is not one (too long, a NUL) is left to validation.
  const refuseWhoMayNotSettle = async (request: FastifyRequest) => {
    const params = operationReferenceParamsSchema.safeParse(request.params);
    if (!params.success || params.data.reference.includes('\u0000')) return;
    await assertMaySettleOperation(deps, actorOf(request), params.data.reference);
  };

  for (const outcome of ['complete', 'fail'] as const) {
    api.post(
      `/admin/operations/:reference/${outcome}`,
      {
        onRequest: [requireSession(deps, { role: 'admin' }), refuseWhoMayNotSettle],
        schema: {
          tags,
          summary:
            outcome === 'complete'
              ? "Terminer la livraison d'une opération (→ 200)"
              : "Déclarer l'échec d'une opération (→ 528)",
          description:
            "L'agent assigné, si ses droits couvrent le pays et le type de la transaction, ou l'administrateur principal, tant que l'opération est en attente. L'échec rend la transaction 528 avec le message donné, et l'argent est rendu au payeur. Le corps peut porter la référence de la livraison chez l'opérateur ou le partenaire (`deliveryReference`) et une note de l'agent (`note`), gardées avec l'opération et montrées dans le détail de la transaction ; sans corps, « complete » termine comme avant.",
          params: operationReferenceParamsSchema,
          body: outcome === 'fail' ? failOperationBodySchema : completeOperationBodySchema,
          response: {
            200: settledOperationSchema,
            ...errorResponses(...SESSION_ERRORS, 404, 409),
          },
        },
      },
      async (request) => {
        const body = request.body as
          | { failureMessage?: string; deliveryReference?: string; note?: string }
          | undefined;
        const record = { deliveryReference: body?.deliveryReference, note: body?.note };
        return settleOperation(
          deps,
          actorOf(request),
          request.params.reference,
          outcome === 'complete'
            ? { kind: 'complete', ...record }
            : { kind: 'fail', failureMessage: body?.failureMessage ?? '', ...record },
          metaOf(request),
        );
      },
    );
  }

  api.post(
    '/admin/operations/:reference/claim',
    {
      onRequest: [requireSession(deps, { role: 'admin' }), refuseWhoMayNotSettle],
      schema: {
        tags,
        summary: 'Prendre une opération en charge',
        description:
          "L'agent à qui elle est assignée la prend en charge (rien ne change s'il l'a déjà fait) ; l'administrateur principal peut prendre en charge toute opération en attente, qui lui est alors assignée. Inscrit au journal d'audit. 409 quand elle n'est plus en attente.",
        params: operationReferenceParamsSchema,
        response: { 200: adminOperationSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) => claimOperation(deps, actorOf(request), request.params.reference, metaOf(request)),
  );
}
