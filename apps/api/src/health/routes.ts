import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import type { Api } from '../http/api.ts';
import { checkReadiness } from './check-readiness.ts';

export function healthRoutes(api: Api, deps: Deps): void {
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
}
