import {
  csvFileSchema,
  grantBodySchema,
  grantResponseSchema,
  grantsResponseSchema,
  lockUserBodySchema,
  pendingChangeSchema,
  rawUserSchema,
  revokeBodySchema,
  savedViewResponseSchema,
  savedViewsSchema,
  saveViewBodySchema,
  sessionsEndedSchema,
  type UserListItem,
  userDetailSchema,
  userResponseSchema,
  userStatsSchema,
  usersExportQuerySchema,
  usersPageQuerySchema,
  usersPageSchema,
  usersResponseSchema,
  userUuidParamsSchema,
  viewDeletedSchema,
  viewIdParamsSchema,
} from '@1xpay/contract';
import { formatIsoUtc, type UserAuthenticationStatus } from '@1xpay/domain';
import { auditedExport } from '../common/audited-export.ts';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { type CsvColumn, sendCsv } from '../http/csv.ts';
import { sendJsonList } from '../http/json-stream.ts';
import { metaOf } from '../http/request-context.ts';
import { addAdmin } from './add-admin.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { usersToExport } from './export-users.ts';
import { getUserDetail } from './get-user-detail.ts';
import { getUserStats } from './get-user-stats.ts';
import { listGrants } from './list-grants.ts';
import { listUsers } from './list-users.ts';
import { listUsersPage } from './list-users-page.ts';
import { lockUser } from './lock-user.ts';
import { revokeAdmin } from './revoke-admin.ts';
import { deleteView, listViews, saveView } from './saved-views.ts';

const tags = ['utilisateurs et droits'];

/** §3's user states as the export writes them (in French, like its columns). */
const STATUS_FR: Record<UserAuthenticationStatus, string> = {
  pending: 'En attente',
  accepted: 'Accepté',
  active: 'Actif',
  blocked: 'Bloqué',
  transactionSuspended: 'Transactions suspendues',
  waitForInfoCompletion: 'Informations à compléter',
};

/** The users export's columns, in French (decision 029); times in ISO 8601 UTC, named so (decision 040). */
const USER_COLUMNS: readonly CsvColumn<UserListItem>[] = [
  { header: 'nom', value: (user) => `${user.firstName} ${user.lastName}` },
  { header: 'téléphone', value: (user) => user.phoneNumber, phone: true },
  { header: 'e-mail', value: (user) => user.email },
  { header: 'pays', value: (user) => user.country },
  { header: 'compte de paris', value: (user) => user.accountId1xBet },
  { header: 'inscrit le (UTC)', value: (user) => formatIsoUtc(user.registeredAt) },
  { header: 'état', value: (user) => STATUS_FR[user.userAuthenticationStatus] },
  { header: 'admin', value: (user) => (user.isAdmin ? 'oui' : 'non') },
  { header: 'transactions total', value: (user) => user.transactionCounters.total },
  { header: 'transactions réussies', value: (user) => user.transactionCounters.successful },
  { header: 'transactions en cours', value: (user) => user.transactionCounters.pending },
  { header: 'transactions échouées', value: (user) => user.transactionCounters.failed },
  { header: 'transactions bloquées', value: (user) => user.transactionCounters.blocked },
];

export function userRoutes(api: Api, deps: Deps): void {
  api.get(
    '/api/users',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Les utilisateurs, du plus récent au plus ancien',
        description:
          "L'administrateur principal voit tout le monde ; un agent, les utilisateurs de ses pays. La liste entière, écrite au fil de la lecture (mille utilisateurs à la fois).",
        response: { 200: usersResponseSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      await sendJsonList(reply, rawUserSchema, listUsers(deps, actorOf(request)));
    },
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

  api.get(
    '/admin/users/export.csv',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Les utilisateurs cherchés et filtrés, en CSV',
        description:
          'Tous les utilisateurs que la recherche et les filtres de GET /admin/users sélectionnent (pas seulement la page affichée), du plus récent au plus ancien, écrits au fil de la lecture. Colonnes en français. Un agent n’exporte que les utilisateurs de ses pays. Chaque export est inscrit au journal d’audit une fois fini (users.export : qui, le filtre, le nombre de lignes, terminé, échoué ou interrompu).',
        querystring: usersExportQuerySchema,
        response: { 200: csvFileSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const what = { action: 'users.export', filter: request.query };
      const rows = usersToExport(deps, actor, request.query);
      return sendCsv(
        reply,
        'utilisateurs.csv',
        USER_COLUMNS,
        auditedExport(deps, actor, metaOf(request), what, rows),
      );
    },
  );

  api.get(
    '/admin/users/:uuid',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Un utilisateur : identité, droits, compteurs et dernières transactions',
        description:
          'Ses 20 dernières transactions avec la classe et le libellé de leur état (§4). Un agent ne voit que les utilisateurs de ses pays (404 sinon, comme dans la liste).',
        params: userUuidParamsSchema,
        response: { 200: userDetailSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await getUserDetail(deps, actorOf(request), request.params.uuid) }),
  );

  api.post(
    '/admin/users/:uuid/sessions/end',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Fermer toutes les sessions d’un utilisateur',
        description:
          'Application et tableau de bord : son prochain appel reçoit 401. Journalisé. Permis à qui peut bloquer cet utilisateur (l’administrateur principal ; un agent pour les clients de ses pays).',
        params: userUuidParamsSchema,
        response: { 200: sessionsEndedSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({
      data: await endUserSessions(deps, actorOf(request), request.params.uuid, metaOf(request)),
    }),
  );

  api.get(
    '/admin/views',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Mes vues enregistrées de la liste des utilisateurs',
        description:
          'Propres à chaque administrateur, gardées sur le serveur : elles le suivent d’un navigateur à l’autre.',
        response: { 200: savedViewsSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => ({ data: await listViews(deps, actorOf(request)) }),
  );

  api.post(
    '/admin/views',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Enregistrer les filtres de la liste sous un nom',
        description:
          'Un nom déjà pris par une de mes vues remplace ses filtres. 50 vues au plus par administrateur.',
        body: saveViewBodySchema,
        response: { 200: savedViewResponseSchema, ...errorResponses(...SESSION_ERRORS, 409) },
      },
    },
    async (request) => ({ data: await saveView(deps, actorOf(request), request.body) }),
  );

  api.post(
    '/admin/views/:id/delete',
    {
      onRequest: requireSession(deps, { role: 'admin' }),
      schema: {
        tags,
        summary: 'Supprimer une de mes vues enregistrées',
        params: viewIdParamsSchema,
        response: { 200: viewDeletedSchema, ...errorResponses(...SESSION_ERRORS, 404) },
      },
    },
    async (request) => ({ data: await deleteView(deps, actorOf(request), request.params.id) }),
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
          'Les pays et types donnés s’ajoutent à ceux que l’agent avait. Administrateur principal seulement. Quand la double validation est active, le changement attend (202) qu’un second administrateur l’approuve.',
        body: grantBodySchema,
        response: {
          200: grantResponseSchema,
          202: pendingChangeSchema,
          ...errorResponses(...SESSION_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const outcome = await addAdmin(deps, actorOf(request), request.body, metaOf(request));
      if ('pending' in outcome) return reply.code(202).send(outcome.pending);
      return { data: outcome.applied };
    },
  );

  api.post(
    '/admin/revokeAdmin',
    {
      onRequest: requireSession(deps, { role: 'master' }),
      schema: {
        tags,
        summary: "Retirer des droits d'administration",
        description:
          'Les pays et les types donnés sont retirés ; un agent sans pays ou sans type perd ses droits et ses sessions du tableau de bord. Ses opérations en attente que ses droits ne couvrent plus passent à un autre agent habilité, sinon à l’administrateur principal. Administrateur principal seulement. Quand la double validation est active, le changement attend (202) qu’un second administrateur l’approuve.',
        body: revokeBodySchema,
        response: {
          200: grantResponseSchema,
          202: pendingChangeSchema,
          ...errorResponses(...SESSION_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const outcome = await revokeAdmin(deps, actorOf(request), request.body, metaOf(request));
      if ('pending' in outcome) return reply.code(202).send(outcome.pending);
      return { data: outcome.applied };
    },
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
