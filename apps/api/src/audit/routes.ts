import { auditFilterSchema, auditQuerySchema, auditResponseSchema, csvFileSchema } from '@1xpay/contract';
import { formatIsoUtc } from '@1xpay/domain';
import { auditedExport } from '../common/audited-export.ts';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { type CsvColumn, sendCsv } from '../http/csv.ts';
import { metaOf } from '../http/request-context.ts';
import { type AuditEntryView, auditToExport, listAudit } from './list-audit.ts';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit export's columns, in French like the users export (decision 029); times in ISO 8601 UTC (decision 040). */
const AUDIT_COLUMNS: readonly CsvColumn<AuditEntryView>[] = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'le (UTC)', value: (entry) => formatIsoUtc(entry.at) },
  { header: 'auteur', value: (entry) => entry.actorName },
  { header: 'auteur (uuid)', value: (entry) => entry.actorId },
  { header: 'ip', value: (entry) => entry.ip },
  { header: 'action', value: (entry) => entry.action },
  { header: 'cible', value: (entry) => entry.target },
  { header: 'avant', value: (entry) => json(entry.before) },
  { header: 'après', value: (entry) => json(entry.after) },
];

export function auditRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/audit',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['administration'],
        summary: "Le journal d'audit, du plus récent au plus ancien",
        description:
          'Filtres facultatifs : auteur (uuid, ou texte de son nom ou e-mail), action (exacte, ou préfixe terminé par un point), cible (texte contenu), période [from, to) en millisecondes. Administrateur principal seulement.',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listAudit(deps, actorOf(request), request.query),
  );

  api.get(
    '/api/audit/export.csv',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['administration'],
        summary: "Le journal d'audit filtré, en CSV",
        description:
          'Toutes les entrées que les filtres de GET /api/audit sélectionnent, de la plus récente à la plus ancienne, écrites au fil de la lecture. Administrateur principal seulement. Chaque export est lui-même inscrit au journal une fois fini (audit.export : le filtre, le nombre de lignes, terminé, échoué ou interrompu).',
        querystring: auditFilterSchema,
        response: { 200: csvFileSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const what = { action: 'audit.export', filter: request.query };
      const rows = auditToExport(deps, actor, request.query);
      return sendCsv(
        reply,
        'journal-audit.csv',
        AUDIT_COLUMNS,
        auditedExport(deps, actor, metaOf(request), what, rows),
      );
    },
  );
}
