import { ledgerBalancesSchema } from '@1xpay/contract';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { listLedgerBalances } from './list-ledger-balances.ts';

const tags = ['paiements'];

/** The ledger's balances, for the master admin (decision 020). */
export function ledgerRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/ledger/balances',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: 'Soldes du grand livre par compte et par devise',
        description:
          'Dérivés des écritures (jamais modifiées), chacun du côté normal de son compte : actif au débit, passif et produits au crédit. Administrateur principal seulement.',
        response: {
          200: ledgerBalancesSchema,
          ...errorResponses(...SESSION_ERRORS),
        },
      },
    },
    async (request) => ({ data: await listLedgerBalances(deps, actorOf(request)) }),
  );
}
