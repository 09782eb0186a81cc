import {
  pushBodySchema,
  pushCampaignParamsSchema,
  pushCampaignReportResponseSchema,
  pushCampaignsResponseSchema,
  pushKeySchema,
  pushResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeBodySchema,
} from '@1xpay/contract';
import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { localeOf, metaOf } from '../http/request-context.ts';
import { getCampaignReport, listCampaigns } from './campaign-report.ts';
import { deleteSubscription } from './delete-subscription.ts';
import { queuePush } from './queue-push.ts';
import { saveSubscription } from './save-subscription.ts';
import { vapidKeys } from './vapid-keys.ts';

export function pushRoutes(api: Api, deps: Deps): void {
  api.post(
    '/api/pushToAllUsers',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['administration'],
        summary: 'Envoyer une notification à tous les utilisateurs',
        description:
          "Enregistrée et mise en file ; l'envoi (Web Push, par lots) est fait par des travaux durables : suivez-le avec GET /api/push/campaigns/{id}. Administrateur principal seulement.",
        body: pushBodySchema,
        response: { 200: pushResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await queuePush(deps, actorOf(request), request.body, metaOf(request)) }),
  );

  api.get(
    '/api/push/campaigns',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['administration'],
        summary: 'Les dernières campagnes de notifications et leur envoi',
        description: 'Les 20 plus récentes, avec leurs comptes envoyées / échouées / expirées / en attente.',
        response: { 200: pushCampaignsResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await listCampaigns(deps, actorOf(request)) }),
  );

  api.get(
    '/api/push/campaigns/:id',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags: ['administration'],
        summary: "Le rapport d'envoi d'une campagne",
        description:
          'Comptes envoyées / échouées / expirées / en attente, lus à chaque appel (suivi en direct).',
        params: pushCampaignParamsSchema,
        response: { 200: pushCampaignReportResponseSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await getCampaignReport(deps, actorOf(request), request.params.id) }),
  );

  api.get(
    '/api/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'La clé publique VAPID du serveur',
        description: 'L’applicationServerKey à donner à pushManager.subscribe() (RFC 8292), en base64url.',
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ data: { publicKey: (await vapidKeys(deps)).publicKey } }),
  );

  api.post(
    '/api/push/subscriptions',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['notifications'],
        summary: 'Abonner cet appareil aux notifications',
        description:
          'Le corps est PushSubscription.toJSON() du navigateur. Seuls les services de notification des navigateurs (et PUSH_SERVICE_ORIGINS) sont acceptés. Les notifications seront écrites dans la langue de la requête. Un compte garde 10 appareils au plus : en abonner un onzième retire le plus ancien.',
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      const saved = await saveSubscription(deps, actorOf(request), request.body, localeOf(request));
      return reply.code(201).send({ data: saved });
    },
  );

  api.delete(
    '/api/push/subscriptions',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['notifications'],
        summary: 'Désabonner cet appareil',
        description: 'Sans effet si l’abonnement est inconnu ou appartient à un autre compte.',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.undefined(), ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(deps, actorOf(request), request.body.endpoint);
      return reply.code(204).send();
    },
  );
}
