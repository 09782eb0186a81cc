import { webhookAckSchema } from '@1xpay/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Deps } from '../../common/context.ts';
import { type Api, errorResponses } from '../../http/api.ts';
import { receiveWebhook } from './receive-webhook.ts';

/**
 * Processors' webhooks. The signature covers the exact bytes sent, so in this scope every body is kept as the
 * raw text it came as (no JSON parsing before the check).
 */
export function webhookRoutes(api: Api, deps: Deps): void {
  void api.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/webhooks/:processor',
      {
        schema: {
          tags: ['paiements'],
          summary: 'Webhook d’un prestataire de paiement',
          description:
            'Signature vérifiée en temps constant (FedaPay : en-tête X-FEDAPAY-SIGNATURE « t=…,s=… », HMAC-SHA256 de « t.corps »), tolérance de 300 s sur l’horodatage. Chaque événement est enregistré une fois par son identifiant (une nouvelle livraison répond duplicate: true) et appliqué par une tâche ; la réponse part aussitôt.',
          security: [],
          params: z.object({ processor: z.string().max(40) }),
          body: z.string(),
          response: { 200: webhookAckSchema, ...errorResponses(400, 404, 413) },
        },
      },
      (request) =>
        receiveWebhook(deps, {
          processor: request.params.processor,
          rawBody: request.body,
          headers: request.headers,
        }),
    );
  });
}
