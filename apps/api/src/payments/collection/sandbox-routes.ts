import { createdTransactionSchema, sandboxCardAnswerSchema, sandboxCardBodySchema } from '@1xpay/contract';
import * as z from 'zod';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { metaOf } from '../../http/request-context.ts';
import { paySandboxCard } from './pay-sandbox-card.ts';
import { settleSandboxPayment } from './settle-sandbox-payment.ts';

/**
 * Mounted only when the processor is the sandbox: a person plays the customer's phone. Behind a session like any
 * other change (a cookie-authenticated call from another origin is refused): the transaction's customer, or an
 * admin.
 */
export function sandboxRoutes(api: Api, deps: Deps): void {
  if (deps.config.paymentProcessor !== 'sandbox') return;
  for (const decision of ['approve', 'decline'] as const) {
    api.post(
      `/sandbox/transactions/:reference/${decision}`,
      {
        onRequest: requireSession(deps),
        schema: {
          tags: ['bac à sable'],
          summary:
            decision === 'approve'
              ? 'Approuver le paiement (téléphone du client simulé)'
              : 'Refuser le paiement (450)',
          description:
            'Bac à sable seulement, pour le client de la transaction ou un administrateur (404 pour les autres, comme pour une référence inconnue). Les numéros de payeur finissant par 00 à 09 forcent une issue (00 approuvé, 01 refusé 450, 02 expiré 451, 03 fonds insuffisants 460, 04 erreur opérateur 505, 05 461, 06 non approuvé 404, 07 452, 08 payé puis bloqué 235, 09 payé puis livraison en échec 528) ; les autres attendent à 204 cet appel.',
          params: z.object({ reference: z.string().max(64) }),
          response: { 200: createdTransactionSchema, ...errorResponses(...SESSION_ERRORS, 404, 409) },
        },
      },
      (request) =>
        settleSandboxPayment(
          deps,
          actorOf(request),
          metaOf(request),
          request.params.reference,
          decision,
          decision === 'approve' ? { kind: 'paid' } : { kind: 'refused', code: 450 },
        ),
    );
  }
  api.post(
    '/sandbox/transactions/:reference/card',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['bac à sable'],
        summary: 'Payer par carte sur la page de carte du bac à sable (cartes de test, 3-D Secure)',
        description:
          'Bac à sable seulement, pour le client de la transaction ou un administrateur (404 pour les autres), pour un paiement par carte (operator card) qui attend son payeur (204). Cartes de test : 4242 4242 4242 4242 et 5555 5555 5555 4444 acceptées ; 4000 0000 0000 3220 demande la vérification 3-D Secure (réponse challenge, puis code 123456 : payé ; un autre code : refusé 450) ; 4000 0000 0000 3055 sans 3-D Secure, refusée 414 ; 4000 0000 0000 0002 refusée 450 ; 4000 0000 0000 9995 fonds insuffisants 460 ; toute autre carte valide est refusée 450. Le numéro n’est ni gardé ni journalisé.',
        params: z.object({ reference: z.string().max(64) }),
        body: sandboxCardBodySchema,
        response: { 200: sandboxCardAnswerSchema, ...errorResponses(...SESSION_ERRORS, 400, 404, 409) },
      },
    },
    (request) =>
      paySandboxCard(deps, actorOf(request), metaOf(request), request.params.reference, request.body),
  );
}
