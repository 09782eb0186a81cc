import {
  grantBodySchema,
  grantResponseSchema,
  grantsResponseSchema,
  lockUserBodySchema,
  revokeBodySchema,
  userResponseSchema,
  userStatsSchema,
  usersPageQuerySchema,
  usersPageSchema,
  usersResponseSchema,
} from '@1xpay/contract';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import { addAdmin } from './add-admin.ts';
import { getUserStats } from './get-user-stats.ts';
import { listGrants } from './list-grants.ts';
import { listUsers } from './list-users.ts';
import { listUsersPage } from './list-users-page.ts';
import { lockUser } from './lock-user.ts';
import { revokeAdmin } from './revoke-admin.ts';

const tags = ['utilisateurs et droits'];

export function userRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/users',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Les utilisateurs, du plus récent au plus ancien',
        description:
          "L'administrateur principal voit tout le monde ; un agent, les utilisateurs de ses pays.",
        response: { 200: usersResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await listUsers(deps, actorOf(request)) }),
  );

  api.get(
    '/admin/users',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Une page des utilisateurs, du plus récent au plus ancien, cherchés et filtrés',
        description:
          "Pour le tableau de bord à 100 000 utilisateurs : recherche (nom, téléphone, e-mail, compte de paris), groupe d'état et pays, pages par curseur. L'administrateur principal voit tout le monde ; un agent, les utilisateurs de ses pays.",
        querystring: usersPageQuerySchema,
        response: { 200: usersPageSchema, ...errorResponses(...SESSION_ERRORS, 400) },
      },
    },
    async (request) => listUsersPage(deps, actorOf(request), request.query),
  );

  api.get(
    '/admin/users/stats',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Les statistiques des utilisateurs (§3)',
        description:
          'total, admins, bloqués (bloqués, suspendus, à compléter), en attente, acceptés (acceptés, actifs) ; pour un agent, sur les utilisateurs de ses pays.',
        response: { 200: userStatsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => getUserStats(deps, actorOf(request)),
  );

  api.post(
    '/api/lockOrAllowUser',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Bloquer ou rétablir un utilisateur',
        description:
          'Bloquer ferme toutes ses sessions et confie ses opérations en attente (celles d’un agent) à un autre agent habilité, sinon à l’administrateur principal, dans la même transaction.',
        body: lockUserBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await lockUser(deps, actorOf(request), request.body, metaOf(request)) }),
  );

  api.post(
    '/admin/addAdmin',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: "Donner ou étendre des droits d'administration",
        description:
          'Les pays et types donnés s’ajoutent à ceux que l’agent avait. Administrateur principal seulement.',
        body: grantBodySchema,
        response: { 200: grantResponseSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await addAdmin(deps, actorOf(request), request.body, metaOf(request)) }),
  );

  api.post(
    '/admin/revokeAdmin',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: "Retirer des droits d'administration",
        description:
          'Les pays et les types donnés sont retirés ; un agent sans pays ou sans type perd ses droits et ses sessions du tableau de bord. Ses opérations en attente que ses droits ne couvrent plus passent à un autre agent habilité, sinon à l’administrateur principal. Administrateur principal seulement.',
        body: revokeBodySchema,
        response: { 200: grantResponseSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await revokeAdmin(deps, actorOf(request), request.body, metaOf(request)) }),
  );

  api.get(
    '/admin/grants',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: 'Les droits de chaque administrateur',
        response: { 200: grantsResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await listGrants(deps, actorOf(request)) }),
  );
}
