import * as z from 'zod';
import {
  countryCodeSchema,
  epochMsSchema,
  operationTypeSchema,
  userAuthenticationStatusSchema,
  uuidSchema,
} from './common.ts';

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
