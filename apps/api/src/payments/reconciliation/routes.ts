import { moneyRuleBreaksSchema } from '@1xpay/contract';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { listMoneyRuleBreaks } from './list-money-rule-breaks.ts';

const tags = ['paiements'];

/** The money rule's reconciliation, for the master admin (decision 044). */
export function moneyRuleRoutes(api: Api, deps: Deps): void {
  api.get(
    '/admin/money-rule/breaks',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: 'Transactions qui enfreignent la règle de l’argent encaissé',
        description:
          'Une fois l’argent encaissé, la transaction se termine livrée ou remboursée. La vérification périodique (MONEY_RULE_CHECK_MINUTES) liste ici chaque transaction terminée depuis plus de 30 minutes dont l’encaissé diffère du livré plus le remboursé : ce qui manque, les montants en unités mineures, et la fin de la dernière vérification. Un remboursement en cours dans sa fenêtre de nouvelles tentatives n’est pas une anomalie ; un remboursement refusé pour de bon en est une, à payer à la main. Administrateur principal seulement.',
        response: { 200: moneyRuleBreaksSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listMoneyRuleBreaks(deps, actorOf(request)),
  );
}
