import * as z from 'zod';
import {
  countryCodeSchema,
  epochMsSchema,
  operationTypeSchema,
  shortTextSchema,
  uuidSchema,
} from './common.ts';
import { USER_GROUPS, userListItemSchema, usersFilterShape } from './users.ts';

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
  }),
});
export type UserDetail = z.infer<typeof userDetailSchema>['data'];

/** POST /admin/users/:uuid/sessions/end. */
export const sessionsEndedSchema = z.object({
  data: z.object({ ended: z.int().min(0).meta({ description: 'Sessions ouvertes qui ont été fermées.' }) }),
});

/** POST /admin/users/:uuid/totp/reset: why the master resets an admin's second factor (kept in the audit log). */
export const totpResetBodySchema = z.object({
  reason: shortTextSchema(500).meta({
    description: 'Pourquoi (appareil perdu, codes de secours épuisés…) : inscrit au journal d’audit.',
  }),
});
export type TotpResetBody = z.infer<typeof totpResetBodySchema>;

export const totpResetSchema = z.object({
  data: z.object({
    ended: z
      .int()
      .min(0)
      .meta({ description: 'Sessions ouvertes de cet administrateur qui ont été fermées.' }),
  }),
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
