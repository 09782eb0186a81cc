import { createdTransactionSchema } from '@1xpay/contract';
import * as z from 'zod';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { metaOf } from '../../http/request-context.ts';
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
        settleSandboxPayment(deps, actorOf(request), metaOf(request), request.params.reference, decision),
    );
  }
}
