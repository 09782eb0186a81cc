import {
  createdTransactionSchema,
  createTransactionBodySchema,
  errorBodySchema,
  idempotencyHeadersSchema,
  paymentRefusalSchema,
  quoteQuerySchema,
  quoteSchema,
} from '@1xpay/contract';
import { z } from 'zod';
import { actorOf, requireSession } from '../http/authenticate.ts';
import type { Deps } from '../use-cases/context.ts';
import { createTransaction } from '../use-cases/create-transaction.ts';
import { getQuote } from '../use-cases/get-quote.ts';
import { listLedgerBalances } from '../use-cases/list-ledger-balances.ts';
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

  api.post(
    '/api/transactions',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Créer un dépôt, un retrait ou un transfert',
        description:
          'Idempotent : la même clé Idempotency-Key et le même corps rejouent la réponse enregistrée (en-tête Idempotent-Replayed) pendant au moins 24 h ; un autre corps avec la même clé reçoit 422 ; une requête encore en cours avec la même clé, 409. Les refus du §8 (402, 403, 406, 408, 409, 410, 411, 413, 462) sont des 422 {statusCode, message} et ne créent rien ; un compte bloqué ou suspendu reçoit 403.',
        headers: idempotencyHeadersSchema,
        body: createTransactionBodySchema,
        response: {
          201: createdTransactionSchema,
          422: z.union([paymentRefusalSchema, errorBodySchema]),
          ...errorResponses(...SESSION_ERRORS, 409),
        },
      },
    },
    async (request, reply) => {
      const outcome = await createTransaction(
        deps,
        actorOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(outcome.status as 201).send(outcome.body as z.infer<typeof createdTransactionSchema>);
    },
  );

  api.get(
    '/api/ledger/balances',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Soldes du grand livre par compte et par devise',
        description:
          'Dérivés des écritures (jamais modifiées), chacun du côté normal de son compte : actif au débit, passif et produits au crédit. Administrateur principal seulement.',
        response: {
          200: z.object({
            data: z.array(z.object({ account: z.string(), currency: z.string(), balance: z.int() })),
          }),
          ...errorResponses(...SESSION_ERRORS),
        },
      },
    },
    async (request) => ({ data: await listLedgerBalances(deps, actorOf(request)) }),
  );
}
