import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsSchema } from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { AppError } from '../errors.ts';
import { type Api, errorResponses } from '../http/api.ts';
import { checkReadiness } from './check-readiness.ts';
import type { Metrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics is for the monitoring system only: answered 404 while METRICS_TOKEN is unset (as if it did not
 * exist), 401 without that token as a Bearer; checked before anything else.
 */
function requireMetricsToken(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token);
  return async (request: FastifyRequest) => {
    if (expected === undefined)
      throw new AppError('not_found', 'routeNotFound', { params: { path: request.url.split('?')[0] ?? '' } });
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected))
      throw new AppError('unauthorized', 'metricsTokenInvalid');
  };
}

export function healthRoutes(api: Api, deps: Deps, metrics: Metrics): void {
  api.get(
    '/health',
    {
      schema: {
        tags: ['santé'],
        summary: 'Le processus répond',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );
  api.get(
    '/ready',
    {
      schema: {
        tags: ['santé'],
        summary: 'La base de données répond',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      const reachable = await checkReadiness(deps);
      if (reachable === true) return { status: 'ready' as const };
      request.log.warn({ err: reachable }, 'database unreachable');
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  );
  api.get(
    '/metrics',
    {
      onRequest: requireMetricsToken(deps.config.metricsToken),
      schema: {
        tags: ['santé'],
        summary: 'Les métriques du processus, au format texte de Prometheus',
        description:
          'Durées des requêtes par route et statut, transactions par statut et opérateur, tâches en attente et échouées, limitation des connexions, pool de la base, sessions en mémoire, et celles de Node. Avec le jeton METRICS_TOKEN en Bearer ; 404 tant qu’il n’est pas configuré.',
        security: [{ bearer: [] }],
        response: {
          200: metricsSchema,
          ...errorResponses(401, 404, 503),
        },
      },
    },
    async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
