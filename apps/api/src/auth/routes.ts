import {
  changePasswordBodySchema,
  dashboardLoginBodySchema,
  dashboardSessionSchema,
  loginBodySchema,
  meSchema,
  registerBodySchema,
  sessionSchema,
} from '@1xpay/contract';
import * as z from 'zod';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, refuseForeignOrigin, requireSession } from '../http/authenticate.ts';
import { clearSessionCookie, setSessionCookie } from '../http/cookies.ts';
import { localeOf, metaOf, presentedKey } from '../http/request-context.ts';
import { changePassword } from './change-password.ts';
import { handOverSms } from './codes/code-routes.ts';
import { getMe } from './get-me.ts';
import { logIn } from './log-in.ts';
import { logInDashboard } from './log-in-dashboard.ts';
import { logOut } from './log-out.ts';
import { logOutEverywhere } from './log-out-everywhere.ts';
import { registerUser } from './register-user.ts';

const tags = ['comptes et sessions'];

export function authRoutes(api: Api, deps: Deps): void {
  api.post(
    '/api/auth/register',
    {
      onRequest: refuseForeignOrigin(deps),
      schema: {
        tags,
        summary: 'Créer un compte client (et ouvrir sa session)',
        description:
          'Au plus 100 inscriptions par heure depuis une même adresse IP (429 avec Retry-After au-delà), doublons compris. Le compte est créé « pending » et un code par SMS part vers son numéro : il paie une fois ce code saisi (POST /api/auth/phone/verify).',
        body: registerBodySchema,
        response: { 201: sessionSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await registerUser(deps, request.body, metaOf(request), localeOf(request));
      handOverSms(deps, request.log, created.code?.sms);
      setSessionCookie(reply, deps.config, created.apiKey, created.expiresAt, deps.clock());
      return reply.code(201).send({ uuid: created.userId, apiKey: created.apiKey });
    },
  );

  api.post(
    '/api/auth/login',
    {
      onRequest: refuseForeignOrigin(deps),
      schema: {
        tags,
        summary: 'Se connecter par téléphone ou e-mail',
        description:
          'Une nouvelle clé à chaque connexion ; la session présentée par le client, s’il y en a une, est fermée.',
        body: loginBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await logIn(deps, request.body, metaOf(request), presentedKey(request)?.apiKey);
      setSessionCookie(reply, deps.config, session.apiKey, session.expiresAt, deps.clock());
      return { uuid: session.user.id, apiKey: session.apiKey };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      onRequest: refuseForeignOrigin(deps),
      schema: {
        tags,
        summary: 'Fermer la session',
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await logOut(deps, presentedKey(request)?.apiKey);
      clearSessionCookie(reply, deps.config);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/auth/password',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Changer son mot de passe',
        description:
          'Le mot de passe actuel est vérifié comme à la connexion (et compté avec les tentatives de connexion du compte : 429 au-delà) ; un mot de passe actuel faux reçoit 403. Le changement ferme toutes les autres sessions du compte ; celle-ci reste ouverte.',
        body: changePasswordBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(...SESSION_ERRORS, 429) },
      },
    },
    async (request) => {
      const kept = presentedKey(request)?.apiKey ?? '';
      await changePassword(deps, actorOf(request), request.body, kept, metaOf(request));
      return { ok: true as const };
    },
  );

  api.post(
    '/api/auth/logout-all',
    {
      onRequest: requireSession(deps, { enrolling: true }),
      schema: {
        tags,
        summary: 'Se déconnecter de tous les appareils',
        description: 'Ferme toutes les sessions du compte, celle-ci comprise.',
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      await logOutEverywhere(deps, actorOf(request), metaOf(request));
      clearSessionCookie(reply, deps.config);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/me',
    {
      onRequest: requireSession(deps, { enrolling: true }),
      schema: {
        tags,
        summary: "L'utilisateur connecté",
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request) => getMe(actorOf(request)),
  );

  api.post(
    '/api/dashboard/login',
    {
      onRequest: refuseForeignOrigin(deps),
      schema: {
        tags,
        summary: 'Connexion au tableau de bord (administrateurs)',
        description:
          'Même réponse 401 que l’e-mail existe ou non, et pour un compte sans droits ou bloqué (bloqué, transactions suspendues, informations à compléter). Pour un compte à double authentification, une fois le mot de passe juste : sans « otp », 401 otp_required (aucune session) ; avec un code faux ou déjà utilisé, 401 otp_invalid (compté avec les tentatives de connexion : 429 au-delà).',
        body: dashboardLoginBodySchema,
        response: { 200: dashboardSessionSchema, ...errorResponses(...SESSION_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      const session = await logInDashboard(
        deps,
        request.body,
        metaOf(request),
        presentedKey(request)?.apiKey,
      );
      setSessionCookie(reply, deps.config, session.apiKey, session.expiresAt, deps.clock());
      return { apiKey: session.apiKey };
    },
  );
}
