import {
  cancelledTransactionSchema,
  cancelTransactionBodySchema,
  operationReferenceParamsSchema,
  recoveryBodySchema,
  recoveryPageQuerySchema,
  requeuedTransactionSchema,
  stuckTransactionsSchema,
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
import { cancelStuckTransaction } from './cancel-stuck-transaction.ts';
import { listStuckTransactions } from './list-stuck-transactions.ts';
import { requeueStuckTransaction } from './requeue-stuck-transaction.ts';

const tags = ['paiements'];

/**
 * What the master admin does when the machine could not move a payment on by itself (decision 018): the payments
 * past their deadline or without a job, each re-queued or cancelled, audited. The jobs that failed for good, of
 * every kind, are jobs/dead/routes.ts's.
 */
export function recoveryRoutes(api: Api, deps: Deps): void {
  const masterOnly = requireSession(deps, { role: 'master' });

  api.get(
    '/admin/transactions/stuck',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Les paiements bloqués en route, du plus ancien au plus récent',
        description: `Ceux qui ont dépassé l’échéance de leur étape (non payés après PAYMENT_EXPIRY_MINUTES, vérification non faite en 10 min, livraison ou blocage depuis 24 h), ceux qu’aucune tâche ne fait plus avancer, et ceux payés chez le prestataire après leur expiration (une personne doit décider). Chacun avec son étape, depuis quand il y attend et son échéance. ${PAGES} Administrateur principal seulement.`,
        querystring: recoveryPageQuerySchema,
        response: { 200: stuckTransactionsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listStuckTransactions(deps, actorOf(request), request.query),
  );

  api.post(
    '/admin/transactions/:reference/requeue',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Relancer la tâche qui fait avancer un paiement bloqué en route',
        description: `Selon son étape : l’ouvrir chez le prestataire ou solliciter le payeur (201 à 203), interroger le prestataire (204), vérifier (230, 232). 409 quand une tâche le fait déjà avancer, ou quand aucune tâche ne le fait avancer à son étape (livraison, blocage, terminé). ${AUDITED}`,
        params: operationReferenceParamsSchema,
        body: recoveryBodySchema,
        response: { 200: requeuedTransactionSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      requeueStuckTransaction(
        deps,
        actorOf(request),
        request.params.reference,
        request.body,
        metaOf(request),
      ),
  );

  api.post(
    '/admin/transactions/:reference/cancel',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Annuler un paiement non payé (201 à 204) : il expire (451) avec un message',
        description: `Le prestataire est interrogé une dernière fois : s’il a encaissé, le paiement est payé ici aussi et l’annulation est refusée (409) ; s’il a refusé, le paiement finit avec ce refus. Sinon il expire (451) avec le message montré au client, ce qui libère le payeur (408), et le prestataire reste surveillé au cas où le payeur approuverait quand même. Un paiement dont l’argent a été encaissé reçoit 409 : la machine ne rend pas l’argent d’elle-même. ${AUDITED}`,
        params: operationReferenceParamsSchema,
        body: cancelTransactionBodySchema,
        response: { 200: cancelledTransactionSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      cancelStuckTransaction(deps, actorOf(request), request.params.reference, request.body, metaOf(request)),
  );
}
