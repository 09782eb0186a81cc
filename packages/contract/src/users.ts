import * as z from 'zod';
import {
  countryCodeSchema,
  epochMsSchema,
  oneCursor,
  operationTypeSchema,
  userAuthenticationStatusSchema,
  uuidSchema,
} from './common.ts';
import { keysetCursor, nextCursorSchema, pageQueryShape, previousCursorSchema } from './page-query.ts';

// Users (the API's users/): the lists (§7's and the dashboard's pages), statistics and export, one user's detail,
// locking, ending sessions, admin grants and each admin's saved views of the list.

/** A user as the dashboard lists it (§3). `authorizationKey` is an opaque handle, never a credential. */
export const rawUserSchema = z
  .object({
    authorizationKey: z.string(),
    userUuid: uuidSchema,
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    accountId1xBet: z.string().nullable(),
    registeredAt: epochMsSchema,
    isAdmin: z.boolean(),
    userAuthenticationStatus: userAuthenticationStatusSchema,
  })
  .meta({ id: 'RawUser' });

export const usersResponseSchema = z.object({ data: z.array(rawUserSchema) });

/** The three groups the dashboard's statistics count users in (§4). */
export const USER_GROUPS = ['accepted', 'blocked', 'pending'] as const;

/** GET /admin/users: a page of the users, newest registration first, searched and filtered on the server. */
const USERS_CURSOR = keysetCursor(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);

const usersPageQueryShape = z.object({
  ...pageQueryShape({
    before: {
      pattern: USERS_CURSOR,
      description: 'Curseur : la valeur `next` de la page précédente (les utilisateurs plus anciens).',
    },
    after: {
      pattern: USERS_CURSOR,
      description:
        'Curseur : la valeur `previous` de la page suivante (les utilisateurs plus récents, pour remonter la liste) ; pas avec `before`.',
    },
  }),
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'Cherché dans le nom, le téléphone, l’e-mail et le compte de paris (sans casse).' }),
  group: z.enum(USER_GROUPS).optional().meta({
    description: 'accepted (acceptés, actifs), blocked (bloqués, suspendus, à compléter) ou pending.',
  }),
  country: countryCodeSchema.optional().meta({ description: 'Pays du numéro de téléphone.' }),
});

export const usersPageQuerySchema = usersPageQueryShape.refine(...oneCursor);
/** The filter of the users list, without its paging (the CSV export takes it). */
export const usersFilterShape = usersPageQueryShape.omit({ limit: true, before: true, after: true });
export type UsersPageQuery = z.infer<typeof usersPageQuerySchema>;

export const transactionCountersSchema = z
  .object({
    total: z.int().min(0),
    successful: z.int().min(0),
    pending: z.int().min(0),
    failed: z.int().min(0),
    blocked: z.int().min(0),
  })
  .meta({ description: 'Ses transactions par classe de §4 (réussies, en cours, échouées, bloquées).' });

export const userListItemSchema = rawUserSchema
  .extend({
    country: z.string().meta({ description: 'Pays du numéro de téléphone (ISO alpha-2).' }),
    transactionCounters: transactionCountersSchema,
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const usersPageSchema = z.object({
  data: z.array(userListItemSchema),
  next: nextCursorSchema,
  previous: previousCursorSchema,
});

/** §3's user statistics: accepted counts accepted and active; blocked counts blocked, suspended and incomplete. */
export const userStatsSchema = z
  .object({
    total: z.int().min(0),
    admins: z.int().min(0),
    blocked: z.int().min(0),
    pending: z.int().min(0),
    accepted: z.int().min(0),
  })
  .meta({ id: 'UserStats' });

export const lockUserBodySchema = z.object({
  authorizationKey: z.string().trim().min(1).max(128),
  lockUser: z.boolean().meta({ description: 'true : bloquer (et fermer ses sessions) ; false : rétablir.' }),
});

export const userResponseSchema = z.object({ data: rawUserSchema });

export const grantBodySchema = z.object({
  adminId: uuidSchema,
  countries: z.array(countryCodeSchema).min(1).max(300),
  allowedOperationsTypes: z.array(operationTypeSchema).min(1).max(3),
});
export type GrantBody = z.infer<typeof grantBodySchema>;

/** Revoking may name no country or no type (to take away only the other list). */
export const revokeBodySchema = z.object({
  adminId: uuidSchema,
  countries: z.array(countryCodeSchema).max(300),
  allowedOperationsTypes: z.array(operationTypeSchema).max(3),
});

export const adminGrantSchema = z
  .object({
    adminId: uuidSchema,
    isAdmin: z.boolean(),
    countries: z.array(z.string()),
    allowedOperationsTypes: z.array(operationTypeSchema),
  })
  .meta({ id: 'AdminGrant' });

export const grantResponseSchema = z.object({ data: adminGrantSchema });
export const grantsResponseSchema = z.object({ data: z.array(adminGrantSchema) });

/** A path naming a user by uuid (`/admin/users/:uuid`). */
export const userUuidParamsSchema = z.object({ uuid: uuidSchema });

/** How many of a user's latest transactions their detail shows (the lead's transactions screen has them all). */
export const RECENT_TRANSACTIONS = 20;

export const recentTransactionSchema = z
  .object({
    reference: z.string(),
    type: z.string(),
    amount: z.int().meta({ description: 'Montant en unités mineures (entier).' }),
    currency: z.string(),
    country: z.string(),
    operator: z.string(),
    createdAt: epochMsSchema,
    statusCode: z.int(),
    statusKind: z.enum(['pending', 'success', 'blocked', 'error']).meta({
      description: 'Classe de §4 : en cours, réussie, bloquée, échouée.',
    }),
    statusLabel: z.string().meta({ description: 'Libellé français de l’état (§4).' }),
    finished: z.boolean().meta({ description: 'Vrai : la transaction est terminée (§4.1).' }),
  })
  .meta({ id: 'RecentTransaction' });
export type RecentTransaction = z.infer<typeof recentTransactionSchema>;

/** GET /admin/users/:uuid: identity, grant, counters and the latest transactions of one user. */
export const userDetailSchema = z.object({
  data: userListItemSchema.extend({
    isMaster: z.boolean(),
    grant: z
      .object({ countries: z.array(z.string()), allowedOperationsTypes: z.array(operationTypeSchema) })
      .nullable()
      .meta({ description: 'Ses droits d’administration, s’il en a.' }),
    totpEnabled: z
      .boolean()
      .meta({ description: 'Sa double authentification est active (un administrateur qui l’a activée).' }),
    recentTransactions: z.array(recentTransactionSchema),
    statusReason: z.string().nullable().meta({
      description: 'Ce que le client lit de son statut : pièces à compléter, paiements suspendus (issue 34).',
    }),
  }),
});
export type UserDetail = z.infer<typeof userDetailSchema>['data'];

/** POST /admin/users/:uuid/sessions/end. */
export const sessionsEndedSchema = z.object({
  data: z.object({ ended: z.int().min(0).meta({ description: 'Sessions ouvertes qui ont été fermées.' }) }),
});

/** GET /admin/users/export.csv: the list's search and filters, without its paging. */
export const usersExportQuerySchema = usersFilterShape;

/** The list filters a saved view keeps (those of GET /admin/users). */
export const viewFilterSchema = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  group: z.enum(USER_GROUPS).optional(),
  country: countryCodeSchema.optional(),
});
export type ViewFilter = z.infer<typeof viewFilterSchema>;

export const MAX_SAVED_VIEWS = 50;

export const savedViewSchema = z
  .object({ id: uuidSchema, name: z.string(), filter: viewFilterSchema, createdAt: epochMsSchema })
  .meta({ id: 'SavedView' });
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewsSchema = z.object({ data: z.array(savedViewSchema) });
export const savedViewResponseSchema = z.object({ data: savedViewSchema });

/** POST /admin/views: a name and the filters; saving under a name already used replaces that view's filters. */
export const saveViewBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  filter: viewFilterSchema,
});

export const viewIdParamsSchema = z.object({ id: uuidSchema });
export const viewDeletedSchema = z.object({ data: z.object({ id: uuidSchema }) });
