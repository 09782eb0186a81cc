import { paymentRefusalSchema, quoteQuerySchema, quoteSchema } from '@1xpay/contract';
import { requireSession } from '../http/authenticate.ts';
import type { Deps } from '../use-cases/context.ts';
import { getQuote } from '../use-cases/get-quote.ts';
import { type Api, errorResponses, SESSION_ERRORS } from './api.ts';

const tags = ['paiements'];

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
}
