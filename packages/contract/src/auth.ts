import * as z from 'zod';
import {
  emailSchema,
  epochMsSchema,
  operationTypeSchema,
  phoneNumberSchema,
  shortTextSchema,
  userAuthenticationStatusSchema,
  uuidSchema,
} from './common.ts';
import { totpCodeSchema } from './totp.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const accountId1xBetSchema = z
  .string()
  .trim()
  .regex(/^\d{4,20}$/)
  .meta({ description: 'Identifiant du compte de paris (chiffres).', example: '123456789' });

export const registerBodySchema = z.object({
  firstName: shortTextSchema(80),
  lastName: shortTextSchema(80),
  phoneNumber: phoneNumberSchema,
  email: emailSchema,
  password: passwordSchema,
  accountId1xBet: accountId1xBetSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const sessionSchema = z
  .object({
    uuid: uuidSchema,
    apiKey: z.string().meta({ description: 'Clé de session ; aussi posée en cookie HttpOnly « apiKey ».' }),
  })
  .meta({ id: 'Session' });

export const loginBodySchema = z.object({
  login: z.string().trim().min(1).max(254).meta({ description: 'Numéro de téléphone ou e-mail.' }),
  password: z.string().min(1).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional().meta({ description: 'Session de 10 jours au lieu de 60 minutes.' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const dashboardLoginBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional().meta({ description: 'Session de 10 jours au lieu de 60 minutes.' }),
  otp: totpCodeSchema.optional().meta({
    description:
      'Pour un compte à double authentification : le code à 6 chiffres ou un code de secours. Sans lui, un mot de passe juste reçoit 401 otp_required.',
  }),
});
export type DashboardLoginBody = z.infer<typeof dashboardLoginBodySchema>;

export const dashboardSessionSchema = z.object({ apiKey: z.string() });

/** A signed-in user changes their password: the current one proves it is them. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const grantSchema = z.object({
  countries: z.array(z.string()),
  allowedOperationsTypes: z.array(operationTypeSchema),
});

export const meSchema = z
  .object({
    uuid: uuidSchema,
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    accountId1xBet: z.string().nullable(),
    registeredAt: epochMsSchema,
    isAdmin: z.boolean(),
    isMaster: z.boolean(),
    userAuthenticationStatus: userAuthenticationStatusSchema,
    canMoveMoney: z.boolean(),
    grant: grantSchema.nullable(),
    sessionExpiresAt: epochMsSchema,
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;
