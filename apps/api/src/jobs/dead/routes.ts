import {
  deadJobsPageQuerySchema,
  deadJobsSchema,
  jobIdParamsSchema,
  jobSchema,
  recoveryBodySchema,
} from '@1xpay/contract';
import type { Deps } from '../../common/context.ts';
import {
  type Api,
  MASTER_AUDITED_DOC as AUDITED,
  errorResponses,
  OLDEST_FIRST_PAGES_DOC as PAGES,
  SESSION_ERRORS,
} from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { metaOf } from '../../http/request-context.ts';
import { decideOnDeadJob } from './decide-on-dead-job.ts';
import { listDeadJobs } from './list-dead-jobs.ts';

const tags = ['paiements'];

/**
 * What the master admin does about the jobs that failed for good, whatever their kind (decision 018): list them,
 * re-queue or cancel each, audited. Registered just before the stuck payments' routes
 * (payments/collection/recovery-routes.ts), beside which they were declared.
 */
export function deadJobRoutes(api: Api, deps: Deps): void {
  const masterOnly = requireSession(deps, { role: 'master' });

  api.get(
    '/admin/jobs/dead',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Les tâches mortes : échouées pour de bon, de la plus ancienne à la plus récente',
        description: `Une tâche meurt après ses essais (8, espacés de 1 s à 5 min), ou, pour celles qui font avancer un paiement, à l’échéance du paiement. Chacune avec son type, la transaction qu’elle concerne, ses essais, sa dernière erreur et quand elle est morte. ${PAGES} Administrateur principal seulement.`,
        querystring: deadJobsPageQuerySchema,
        response: { 200: deadJobsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listDeadJobs(deps, actorOf(request), request.query),
  );

  api.post(
    '/admin/jobs/:id/requeue',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Relancer une tâche morte, tout de suite, ses essais remis à zéro',
        description: `Elle reprend où en est son travail : un paiement arrivé à échéance est terminé, pas poursuivi. Une tâche qui n’est pas morte reçoit 409. ${AUDITED}`,
        params: jobIdParamsSchema,
        body: recoveryBodySchema,
        response: { 200: jobSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      decideOnDeadJob(
        deps,
        actorOf(request),
        request.params.id,
        { decision: 'requeue', reason: request.body.reason },
        metaOf(request),
      ),
  );

  api.post(
    '/admin/jobs/:id/cancel',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Annuler une tâche morte : elle quitte la liste et ne tournera plus',
        description: `Un paiement non terminé qu’elle faisait avancer n’est pas annulé pour autant (le balayage lui redonne une tâche) : annulez le paiement pour cela. Une tâche qui n’est pas morte reçoit 409. ${AUDITED}`,
        params: jobIdParamsSchema,
        body: recoveryBodySchema,
        response: { 200: jobSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      decideOnDeadJob(
        deps,
        actorOf(request),
        request.params.id,
        { decision: 'cancel', reason: request.body.reason },
        metaOf(request),
      ),
  );
}
