import {
  apikeyQuerySchema,
  createdTransactionSchema,
  createTransactionBodySchema,
  errorBodySchema,
  historySchema,
  idempotencyHeadersSchema,
  paymentRefusalSchema,
  quoteQuerySchema,
  quoteSchema,
  receiptCheckSchema,
  receiptTokenParamsSchema,
  referencesBodySchema,
  statusesSchema,
  transactionDetailSchema,
  transactionReferenceParamsSchema,
  userUuidHeadersSchema,
} from '@1xpay/contract';
import * as z from 'zod';
import type { Deps } from '../../common/context.ts';
import { AppError } from '../../errors.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, assertUserUuid, requireSession } from '../../http/authenticate.ts';
import { sendJsonBytes } from '../../http/json-stream.ts';
import { checkReceipt } from './check-receipt.ts';
import { createTransaction } from './create-transaction.ts';
import { getQuote } from './get-quote.ts';
import { getStatuses } from './get-statuses.ts';
import { getTransaction } from './get-transaction.ts';
import { historyAnswer, isEmptyHistory } from './history-answer.ts';

const tags = ['paiements'];
const historyTags = ['transactions'];

export function paymentRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/quote',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Devis : frais, total et, entre devises, montant reçu',
        description:
          'Les frais s’ajoutent au montant (arrondi au plus proche, moitié vers le haut) ; le montant reçu est arrondi vers le bas. Refus §8 en 422 : 410, 411, 462.',
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema, 422: paymentRefusalSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    (request) => getQuote(deps, request.query),
  );

  api.post(
    '/api/transactions',
    {
      onRequest: requireSession(deps, { role: 'payer' }),
      schema: {
        tags,
        summary: 'Créer un dépôt, un retrait ou un transfert',
        description:
          'Idempotent : la même clé Idempotency-Key et le même corps rejouent la réponse enregistrée (en-tête Idempotent-Replayed) pendant au moins 24 h ; un autre corps avec la même clé reçoit 422 ; une requête arrivée pendant qu’une autre avec la même clé est encore en cours attend sa fin (au plus 5 s) et rejoue sa réponse, sinon reçoit 409. Les refus du §8 (402, 403, 406, 408, 409, 410, 411, 413, 462) sont des 422 {statusCode, message} et ne créent rien ; un compte bloqué ou suspendu reçoit 403. Un compte qui a atteint une de ses limites (paiements en attente de validation à la fois, paiements sur une heure, numéros payeurs différents sur 24 h : configuration des opérateurs) reçoit 429 avec Retry-After (en secondes) et le message au champ concerné (fields) ; ce refus n’est pas enregistré sous la clé, et un paiement déjà créé est toujours rejoué.',
        headers: idempotencyHeadersSchema,
        body: createTransactionBodySchema,
        response: {
          201: createdTransactionSchema,
          422: z.union([paymentRefusalSchema, errorBodySchema]),
          ...errorResponses(...SESSION_ERRORS, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { result, replayed } = await createTransaction(
        deps,
        actorOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result);
    },
  );

  api.get(
    '/api/transactions/:reference',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: historyTags,
        summary: 'Une transaction : sa demande, son statut, sa livraison et chacune de ses étapes',
        description:
          'Pour l’écran de détail de l’application : la transaction comme dans /history, son statut comme dans /statuses, son opération comme dans /admin/getOperations (null avant la livraison), et la chronologie de ses statuts, du plus ancien au plus récent. Visible par son client, par l’agent à qui sa livraison est confiée et par l’administrateur principal ; pour tout autre appelant, 404 comme une référence inconnue.',
        params: transactionReferenceParamsSchema,
        response: { 200: transactionDetailSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => getTransaction(deps, actorOf(request), request.params.reference),
  );

  api.get(
    '/api/receipts/:token',
    {
      schema: {
        tags: historyTags,
        summary: 'Vérifier un reçu (public)',
        description:
          'Le lien du code QR d’un reçu : confirme que la transaction existe ici, avec sa référence, son montant, sa date et son statut, sans rien de personnel. Sans session. Un jeton inconnu reçoit 404.',
        params: receiptTokenParamsSchema,
        response: { 200: receiptCheckSchema, ...errorResponses(404) },
      },
    },
    async (request) => checkReceipt(deps, request.params.token),
  );

  api.get(
    '/history',
    {
      onRequest: requireSession(deps, { queryKey: 'apikey' }),
      schema: {
        tags: historyTags,
        summary: "L'historique de l'appelant, du plus récent au plus ancien",
        description: 'Répond 404 quand il n’y a aucune transaction (§7).',
        querystring: apikeyQuerySchema,
        headers: userUuidHeadersSchema,
        response: { 200: historySchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      // Already checked against historySchema and serialised (history-answer.ts).
      const answer = await historyAnswer(deps, assertUserUuid(request));
      if (isEmptyHistory(answer)) throw new AppError('not_found', 'historyEmpty');
      return sendJsonBytes(reply, answer);
    },
  );

  api.get(
    '/api/history',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: historyTags,
        summary: "L'historique de l'appelant pour l'application : une liste vide plutôt qu'un 404",
        description:
          'Les mêmes transactions que GET /history (§7), du plus récent au plus ancien ; sans transaction, 200 et une liste vide (un 404 attendu s’inscrit comme une erreur dans la console du navigateur).',
        response: { 200: historySchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => sendJsonBytes(reply, await historyAnswer(deps, actorOf(request))),
  );

  api.post(
    '/statuses',
    {
      onRequest: requireSession(deps, { queryKey: 'apikey', readOnly: true }),
      schema: {
        tags: historyTags,
        summary: 'Les statuts de transactions, indexés par référence',
        querystring: apikeyQuerySchema,
        body: referencesBodySchema,
        response: { 200: statusesSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => getStatuses(deps, actorOf(request), request.body.references),
  );
}
