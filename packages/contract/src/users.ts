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
