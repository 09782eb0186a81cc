import {
  adminTransactionDetailSchema,
  transactionReferenceParamsSchema,
  transactionsFilterSchema,
  transactionsPageQuerySchema,
  transactionsPageSchema,
} from '@1xpay/contract';
import { formatIsoUtc } from '@1xpay/domain';
import * as z from 'zod';
import { auditedExport } from '../../common/audited-export.ts';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../../http/api.ts';
import { actorOf, requireSession } from '../../http/authenticate.ts';
import { type CsvColumn, sendCsv } from '../../http/csv.ts';
import { localeOf, metaOf } from '../../http/request-context.ts';
import { getAdminTransaction } from './get-admin-transaction.ts';
import { type ExportedTransaction, exportTransactions, searchTransactions } from './search-transactions.ts';

const tags = ['transactions'];

const SCOPE =
  "L'administrateur principal voit toutes les transactions ; un agent, les siennes et celles dont l'opération lui est assignée.";

/**
 * The export's columns in the caller's language (French by default); amounts in minor units, times ISO 8601 UTC.
 * « encaissé » and « versé » are what the ledger says moved (empty while nothing did): see ExportedTransaction.
 */
function columnsFor(locale: 'fr' | 'en'): CsvColumn<ExportedTransaction>[] {
  const fr = locale === 'fr';
  return [
    { header: fr ? 'référence' : 'reference', value: (row) => row.reference },
    { header: fr ? 'créée le (UTC)' : 'created at (UTC)', value: (row) => formatIsoUtc(row.createdAt) },
    { header: 'type', value: (row) => row.type },
    { header: fr ? 'pays' : 'country', value: (row) => row.country },
    { header: fr ? 'opérateur' : 'operator', value: (row) => row.operator },
    { header: fr ? 'montant' : 'amount', value: (row) => row.amount },
    { header: fr ? 'frais' : 'fees', value: (row) => row.fees },
    { header: fr ? 'devise' : 'currency', value: (row) => row.currency },
    { header: fr ? 'code de statut' : 'status code', value: (row) => row.statusCode },
    { header: fr ? 'terminée' : 'finished', value: (row) => (row.finished ? 1 : 0) },
    { header: 'message', value: (row) => row.message },
    { header: fr ? 'opération' : 'operation', value: (row) => row.operationStatus },
    { header: fr ? 'émetteur' : 'sender', value: (row) => row.senderName },
    { header: fr ? 'téléphone de l’émetteur' : 'sender phone', value: (row) => row.senderPhone, phone: true },
    { header: fr ? 'payeur' : 'payer', value: (row) => row.payerPhone, phone: true },
    { header: fr ? 'bénéficiaire' : 'beneficiary', value: (row) => row.beneficiaryPhone, phone: true },
    { header: fr ? 'compte de paris' : 'betting account', value: (row) => row.accountId1xBet },
    { header: fr ? 'mise à jour (UTC)' : 'updated at (UTC)', value: (row) => formatIsoUtc(row.updatedAt) },
    // Added last (issue 35), so that a sheet reading the earlier columns by position reads them as before.
    { header: fr ? 'encaissé' : 'collected', value: (row) => row.collected },
    { header: fr ? 'versé' : 'paid out', value: (row) => row.paidOut },
    { header: fr ? 'devise versée' : 'paid out currency', value: (row) => row.paidOutCurrency },
    // Issue 36: the method, after the earlier columns for the same reason.
    { header: fr ? 'moyen de paiement' : 'payment method', value: (row) => row.method },
  ];
}

/** The dashboard's transactions: search, export and one transaction's detail (decision record 026). */
export function adminTransactionRoutes(api: Api, deps: Deps): void {
  const admins = requireSession(deps, { role: 'admin' });

  api.get(
    '/admin/transactions',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Une page des transactions, de la plus récente à la plus ancienne, cherchées et filtrées',
        description: `Recherche par référence (ou son début) ou numéro de payeur ou de bénéficiaire ; filtres par classe ou code de statut, type, pays, opérateur, moyen de paiement (mobile_money, card, bank), émetteur et dates de création (jours en temps universel, bornes comprises). Pages de \`limit\` (1 à 200, 50 par défaut) ; \`before\` reprend après la page précédente (\`next\`). ${SCOPE}`,
        querystring: transactionsPageQuerySchema,
        response: { 200: transactionsPageSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => searchTransactions(deps, actorOf(request), request.query),
  );

  api.get(
    '/admin/transactions/export.csv',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Toutes les transactions que la recherche choisit, en CSV',
        description: `Les mêmes filtres que GET /admin/transactions ; chaque transaction choisie, de la plus récente à la plus ancienne, envoyée au fil de la lecture (UTF-8 avec BOM, séparateur virgule, montants en unités mineures, dates ISO 8601 en temps universel). « encaissé » : ce que le payeur a payé, frais compris, une fois encaissé (vide sinon, et pour un retrait, payé par le site de paris) ; « versé » et « devise versée » : ce qui a été versé pour elle (un transfert livré, dans la devise du bénéficiaire quand elle diffère ; un retrait versé, montant moins frais ; un remboursement envoyé, montant et frais), vide sinon. Chaque export est inscrit au journal d’audit une fois fini (transactions.export : qui, le filtre, le nombre de lignes, terminé, échoué ou interrompu). ${SCOPE}`,
        querystring: transactionsFilterSchema,
        response: {
          200: z.string().meta({ description: 'Le fichier CSV.' }),
          ...errorResponses(...SESSION_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const what = { action: 'transactions.export', filter: request.query };
      return sendCsv(
        reply,
        `transactions-${new Date(deps.clock()).toISOString().slice(0, 10)}.csv`,
        columnsFor(localeOf(request)),
        auditedExport(deps, actor, metaOf(request), what, exportTransactions(deps, actor, request.query)),
      );
    },
  );

  api.get(
    '/admin/transactions/:reference',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Une transaction en détail pour le tableau de bord',
        description: `Son émetteur, chaque statut par lequel elle est passée et qui l'y a fait passer, son opération et l'agent assigné, ses écritures au grand livre, son remboursement, et tant qu'elle n'est pas finie son étape, l'échéance de cette étape et les tâches qui la font avancer. ${SCOPE} Une référence inconnue ou hors de vue : 404.`,
        params: transactionReferenceParamsSchema,
        response: { 200: adminTransactionDetailSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => getAdminTransaction(deps, actorOf(request), request.params.reference),
  );
}
