import { auditQuerySchema, auditResponseSchema } from '@1xpay/contract';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { listAudit } from './list-audit.ts';

export function auditRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/audit',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['administration'],
        summary: "Le journal d'audit, du plus récent au plus ancien",
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => listAudit(deps, actorOf(request), request.query),
  );
}
