import { OVERVIEW_MAX_DAYS, overviewQuerySchema, overviewSchema } from '@1xpay/contract';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { getOverview } from './get-overview.ts';

/** The dashboard's landing page for the master admin: the payments' figures and what waits for a person. */
export function overviewRoutes(api: Api, deps: Deps): void {
  api.get(
    '/admin/overview',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['paiements'],
        summary: 'La vue d’ensemble des paiements : par jour, par pays, par opérateur, et ce qui attend',
        description: `Sur les jours demandés (UTC, \`from\` et \`to\` inclus ; par défaut les 30 derniers, ${OVERVIEW_MAX_DAYS} au plus) : les paiements créés chaque jour, par pays et par opérateur (nombre, terminés, réussis, taux de réussite = réussis ÷ terminés, montants par devise), comptés par la base ; \`money\` : l’argent entré chez les prestataires (ce que les clients ont payé, frais compris) et sorti vers des personnes (transferts livrés, retraits versés, remboursements envoyés), par devise et par jour, lu au grand livre et daté par ses écritures. Maintenant, quelle que soit la période : les paiements bloqués (235) en attente de décision, les paiements à regarder (bloqués ou en retard) et les opérations en attente de chaque agent. \`country\` restreint le tout aux paiements de ce pays. Administrateur principal seulement.`,
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema, ...errorResponses(...SESSION_ERRORS, 400) },
      },
    },
    async (request) => getOverview(deps, actorOf(request), request.query),
  );
}
