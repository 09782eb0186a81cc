import {
  blockedTransactionsQuerySchema,
  blockedTransactionsSchema,
  decisionSchema,
  operationReferenceParamsSchema,
  refundPaidOutsideBodySchema,
  refundPaidOutsideSchema,
  refundParamsSchema,
  refundSchema,
  refundsQuerySchema,
  refundsSchema,
  releaseBodySchema,
  retryRefundBodySchema,
  reverseBodySchema,
} from '@1xpay/contract';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { metaOf } from '../../http/request-context.ts';
import { listBlockedTransactions } from './list-blocked-transactions.ts';
import { listRefunds } from './list-refunds.ts';
import { recordRefundPaidOutsideOrPropose } from './record-refund-paid-outside.ts';
import { releaseTransaction } from './release-transaction.ts';
import { retryRefund } from './retry-refund.ts';
import { reverseTransaction } from './reverse-transaction.ts';

const tags = ['paiements'];

/** The master admin's decisions on payments blocked by verification (235), and the refunds they start. */
export function decisionRoutes(api: Api, deps: Deps): void {
  const masterOnly = requireSession(deps, { role: 'master' });

  api.get(
    '/admin/transactions/blocked',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Les paiements bloqués (235) qui attendent une décision, du plus ancien au plus récent',
        description:
          'Un paiement bloqué par la vérification garde l’argent encaissé jusqu’à la décision de l’administrateur principal : libérer ou annuler. Pages de `limit` (1 à 200, 50 par défaut) ; `after` reprend après la page précédente (`next`). Administrateur principal seulement.',
        querystring: blockedTransactionsQuerySchema,
        response: { 200: blockedTransactionsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listBlockedTransactions(deps, actorOf(request), request.query),
  );

  api.post(
    '/admin/transactions/:reference/release',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Libérer un paiement bloqué (235 → 231) : la livraison commence',
        description:
          'Une opération est assignée à un agent comme après une vérification réussie. La raison est obligatoire et inscrite au journal d’audit. Une seconde décision sur le même paiement (double clic) reçoit 409. Administrateur principal seulement.',
        params: operationReferenceParamsSchema,
        body: releaseBodySchema,
        response: { 200: decisionSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      releaseTransaction(deps, actorOf(request), request.params.reference, request.body, metaOf(request)),
  );

  api.post(
    '/admin/transactions/:reference/reverse',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Annuler un paiement bloqué (235 → 528) et rembourser le payeur',
        description:
          'La transaction devient 528 avec le message montré au client, le grand livre passe l’écriture d’annulation (frais compris) et le remboursement du montant et des frais vers le numéro qui a payé part chez le prestataire (tâche durable, réessayée ; suivi par GET /admin/refunds). La raison est obligatoire et inscrite au journal d’audit. Une seconde décision reçoit 409. Administrateur principal seulement.',
        params: operationReferenceParamsSchema,
        body: reverseBodySchema,
        response: { 200: decisionSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      reverseTransaction(deps, actorOf(request), request.params.reference, request.body, metaOf(request)),
  );

  api.get(
    '/admin/refunds',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Les remboursements des paiements encaissés puis non livrés, du plus ancien au plus récent',
        description:
          'Une fois l’argent encaissé, la transaction finit livrée ou remboursée : chaque échec après encaissement (livraison échouée, annulation, paiement arrivé après expiration) ouvre un remboursement. `status=failed` : ceux que le prestataire a refusés ou n’a pas reçus à chaque essai, à relancer ou à régler à la main (raison dans `failure`). Pages comme pour les paiements bloqués. Administrateur principal seulement.',
        querystring: refundsQuerySchema,
        response: { 200: refundsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listRefunds(deps, actorOf(request), request.query),
  );

  api.post(
    '/admin/refunds/:reference/retry',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Relancer un remboursement échoué',
        description:
          'Le remboursement redevient pending, ses essais repartent de zéro et sa tâche part aussitôt chez le prestataire. La raison est obligatoire et inscrite au journal d’audit. Un remboursement qui n’est pas failed reçoit 409. Administrateur principal seulement.',
        params: refundParamsSchema,
        body: retryRefundBodySchema,
        response: { 200: refundSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      retryRefund(deps, actorOf(request), request.params.reference, request.body, metaOf(request)),
  );

  api.post(
    '/admin/refunds/:reference/paid-outside',
    {
      onRequest: masterOnly,
      schema: {
        tags,
        summary: 'Inscrire un remboursement échoué comme réglé hors du système',
        description:
          'Pour l’argent rendu à la main (tableau de bord du prestataire, transfert mobile money) : le remboursement devient paid_outside avec la raison et la référence du paiement fait, le grand livre passe l’écriture refund_outside, et le journal d’audit garde qui et pourquoi. Avec les quatre yeux actifs, c’est une modification en attente qu’un second administrateur approuve (POST /admin/pendingChanges/{id}/approve). Un remboursement qui n’est pas failed reçoit 409. Administrateur principal seulement.',
        params: refundParamsSchema,
        body: refundPaidOutsideBodySchema,
        response: { 200: refundPaidOutsideSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
      },
    },
    async (request) =>
      recordRefundPaidOutsideOrPropose(
        deps,
        actorOf(request),
        request.params.reference,
        request.body,
        metaOf(request),
      ),
  );
}
