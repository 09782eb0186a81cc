import {
  adminOperationSchema,
  adminOperationsSchema,
  aipkeyQuerySchema,
  failOperationBodySchema,
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
import { metaOf } from '../http/request-context.ts';
import { claimOperation } from './claim-operation.ts';
import { getOperations } from './get-operations.ts';
import { listAdminOperations } from './list-admin-operations.ts';
import { assertMaySettleOperation, settleOperation } from './settle-operation.ts';

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
            "L'agent assigné, si ses droits couvrent le pays et le type de la transaction, ou l'administrateur principal, tant que l'opération est en attente. L'échec rend la transaction 528 avec le message donné, et l'argent est rendu au payeur.",
          params: operationReferenceParamsSchema,
          ...(outcome === 'fail' ? { body: failOperationBodySchema } : {}),
          response: {
            200: settledOperationSchema,
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
