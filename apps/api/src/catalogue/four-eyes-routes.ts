import {
  fourEyesBodySchema,
  fourEyesPolicySchema,
  pendingChangeResponseSchema,
  pendingChangeSchema,
  pendingChangesQuerySchema,
  pendingChangesSchema,
  rejectChangeBodySchema,
  uuidSchema,
} from '@1xpay/contract';
import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import { approveChange } from './approve-change.ts';
import { readFourEyesIn } from './four-eyes-policy.ts';
import { listPendingChanges } from './list-pending-changes.ts';
import { rejectChange } from './reject-change.ts';
import { setFourEyes } from './set-four-eyes.ts';

const tags = ['configuration'];
const changeParams = z.object({ id: uuidSchema });

/** Decision 028: the four-eyes policy (the master's switch) and the changes waiting for a second admin. */
export function fourEyesRoutes(api: Api, deps: Deps): void {
  api.get(
    '/admin/fourEyes',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'La règle de double validation (quatre yeux)',
        description:
          'Active : une modification des frais, des taux ou des opérateurs et limites, des droits d’un administrateur, ou la désactivation de la règle attend l’approbation d’un second administrateur.',
        response: { 200: fourEyesPolicySchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async () => readFourEyesIn(deps.db),
  );

  api.post(
    '/admin/fourEyes',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: 'Activer ou désactiver la double validation',
        description:
          'Administrateur principal seulement ; inscrit au journal d’audit. L’activer s’applique aussitôt ; la désactiver quand elle est active attend (202) qu’un second administrateur l’approuve. Les modifications déjà en attente le restent.',
        body: fourEyesBodySchema,
        response: {
          200: fourEyesPolicySchema,
          202: pendingChangeSchema,
          ...errorResponses(...SESSION_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const outcome = await setFourEyes(deps, actorOf(request), request.body, metaOf(request));
      if ('pending' in outcome) return reply.code(202).send(outcome.pending);
      return outcome.applied;
    },
  );

  api.get(
    '/admin/pendingChanges',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Les modifications en attente (ou décidées), avec leurs différences',
        description:
          'Tout administrateur qui a ses droits (hors groupe bloqué) : ce sont eux qui peuvent approuver. Les 100 plus récentes de l’état demandé.',
        querystring: pendingChangesQuerySchema,
        response: { 200: pendingChangesSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await listPendingChanges(deps, actorOf(request), request.query) }),
  );

  api.post(
    '/admin/pendingChanges/:id/approve',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Approuver une modification en attente',
        description:
          'Un administrateur autre que celui qui l’a proposée, dont les droits ont au moins la période de réserve (24 h par défaut, FOUR_EYES_COOLING_HOURS) et couvrent chaque pays et type d’opération que la modification touche (tous les pays pour une règle « * », la désactivation de la règle ou des droits sur tous les pays) ; 403 sinon, avec la raison. La modification s’applique dans la même transaction que son entrée d’audit ; 409 si l’état en vigueur a changé depuis la proposition, ou si elle a déjà été traitée.',
        params: changeParams,
        response: { 200: pendingChangeResponseSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      data: await approveChange(deps, actorOf(request), request.params.id, metaOf(request)),
    }),
  );

  api.post(
    '/admin/pendingChanges/:id/reject',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Refuser une modification en attente',
        description:
          'Tout administrateur qui peut approuver, ou celui qui l’a proposée (il la retire), avec une raison ; 409 si elle a déjà été traitée.',
        params: changeParams,
        body: rejectChangeBodySchema,
        response: { 200: pendingChangeResponseSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      data: await rejectChange(deps, actorOf(request), request.params.id, request.body, metaOf(request)),
    }),
  );
}
