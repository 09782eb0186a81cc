import { pushBodySchema, pushResponseSchema } from '@1xpay/contract';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import { queuePush } from './queue-push.ts';

export function pushRoutes(api: Api, deps: Deps): void {
  api.post(
    '/api/pushToAllUsers',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['administration'],
        summary: 'Envoyer une notification à tous les utilisateurs',
        description:
          "Enregistrée et mise en file ; l'envoi est fait par un travail durable. Administrateur principal seulement.",
        body: pushBodySchema,
        response: { 200: pushResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await queuePush(deps, actorOf(request), request.body, metaOf(request)) }),
  );
}
