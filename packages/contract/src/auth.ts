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

// Accounts and sessions (the API's auth/): registration, sign-in (app and dashboard), sign-out, passwords, the
// signed-in user, and the dashboard's two-factor sign-in (TOTP), its enrolment and the master's reset of it.

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

/** A code typed by the admin: the authenticator's 6 digits, or a recovery code (spaces and dashes ignored). */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .meta({ description: 'Code à 6 chiffres de l’application d’authentification, ou code de secours.' });

export const dashboardLoginBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional().meta({
    description:
      'Accepté pour les anciens clients, sans effet : une session du tableau de bord dure 60 minutes, prolongées à chaque appel.',
  }),
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

/** POST /api/auth/logout. */
export const loggedOutSchema = z.object({ ok: z.literal(true) });

/** GET /api/dashboard/totp: where the signed-in admin stands with two-factor sign-in. */
export const totpStatusSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'La double authentification est active sur ce compte.' }),
    required: z
      .boolean()
      .meta({ description: 'L’administrateur principal l’exige de tous les administrateurs.' }),
    enrolmentRequired: z.boolean().meta({
      description:
        'Exigée mais pas encore active : cette session ne peut que l’activer (les autres appels répondent 403 totp_enrolment_required).',
    }),
    recoveryCodesLeft: z.number().int().nonnegative(),
  })
  .meta({ id: 'TotpStatus' });
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/dashboard/totp/enrolment: a new secret, shown until the enrolment is confirmed. */
export const totpEnrolmentSchema = z
  .object({
    secret: z
      .string()
      .meta({ description: 'Le secret en base32, à saisir à la main si le QR code ne sert pas.' }),
    otpauthUri: z
      .string()
      .meta({ description: 'URI otpauth:// (TOTP, SHA-1, 6 chiffres, 30 s) du QR code.' }),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/dashboard/totp/confirm and /disable. */
export const totpCodeBodySchema = z.object({ code: totpCodeSchema });
export type TotpCodeBody = z.infer<typeof totpCodeBodySchema>;

/** The password typed again: what a stolen session lacks (decision 047). */
const passwordAgainSchema = z
  .string()
  .min(1)
  .max(PASSWORD_MAX)
  .meta({ description: 'Le mot de passe de connexion de l’administrateur, saisi de nouveau.' });

/** Starting two-factor enrolment asks for the password again. */
export const totpEnrolmentBodySchema = z.object({ password: passwordAgainSchema });
export type TotpEnrolmentBody = z.infer<typeof totpEnrolmentBodySchema>;

/** Turning two-factor off asks for the password and a code of the authenticator (or a recovery code). */
export const totpDisableBodySchema = z.object({ password: passwordAgainSchema, code: totpCodeSchema });
export type TotpDisableBody = z.infer<typeof totpDisableBodySchema>;

/** The one-time recovery codes, shown once when the enrolment is confirmed. */
export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });

/** POST /api/dashboard/totp/requirement (master). */
export const totpRequirementSchema = z.object({
  required: z
    .boolean()
    .meta({ description: 'Exiger la double authentification de tous les administrateurs.' }),
});
export type TotpRequirement = z.infer<typeof totpRequirementSchema>;

export const totpDisabledSchema = z.object({ ok: z.literal(true) });

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

// One-time codes by SMS (decision 056): verifying the account's number, changing it, recovering the password.

/** A code received by SMS: 6 digits (spaces typed between them are ignored). */
export const smsCodeSchema = z
  .string()
  .max(32)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/))
  .meta({ description: 'Le code à 6 chiffres reçu par SMS.', example: '042917' });

export const smsCodeBodySchema = z.object({ code: smsCodeSchema });
export type SmsCodeBody = z.infer<typeof smsCodeBodySchema>;

/** A code was made (and its SMS handed to the provider): when another may be asked for, how long this one holds. */
export const codeSentSchema = z
  .object({
    resendAfterSeconds: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'Secondes avant de pouvoir en redemander un (60).' }),
    expiresInSeconds: z.number().int().positive().meta({ description: 'Durée de validité du code (600 s).' }),
  })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** GET /api/auth/phone/code: where the verification of the account's own number stands. */
export const phoneCodeStateSchema = z
  .object({
    phoneNumber: z.string().meta({ description: 'Le numéro du compte, où le code est envoyé (E.164).' }),
    verified: z.boolean().meta({ description: 'Le numéro est vérifié (le compte n’est plus « pending »).' }),
    resendAfterSeconds: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'Secondes avant de pouvoir demander un nouveau code (0 : dès maintenant).' }),
  })
  .meta({ id: 'PhoneCodeState' });
export type PhoneCodeState = z.infer<typeof phoneCodeStateSchema>;

export const phoneVerifiedSchema = z.object({ userAuthenticationStatus: userAuthenticationStatusSchema });

export const phoneChangeBodySchema = z.object({ phoneNumber: phoneNumberSchema });
export type PhoneChangeBody = z.infer<typeof phoneChangeBodySchema>;

export const phoneChangedSchema = z.object({
  phoneNumber: z.string(),
  userAuthenticationStatus: userAuthenticationStatusSchema,
});

export const recoveryCodeBodySchema = z.object({ phoneNumber: phoneNumberSchema });
export type RecoveryCodeBody = z.infer<typeof recoveryCodeBodySchema>;

export const recoveryVerifyBodySchema = z.object({ phoneNumber: phoneNumberSchema, code: smsCodeSchema });
export type RecoveryVerifyBody = z.infer<typeof recoveryVerifyBodySchema>;

export const resetTokenSchema = z
  .object({
    resetToken: z.string().meta({
      description: 'Jeton à usage unique (10 minutes) qui permet de choisir le nouveau mot de passe.',
    }),
  })
  .meta({ id: 'ResetToken' });

export const passwordResetBodySchema = z.object({
  resetToken: z.string().min(20).max(100),
  newPassword: passwordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** GET /dev/sms (development, SMS_PROVIDER=log): the messages the log provider kept. */
export const devSmsQuerySchema = z.object({ to: z.string().trim().min(1).max(32).optional() });
export const devSmsSchema = z.object({
  data: z.array(z.object({ id: z.string(), to: z.string(), text: z.string(), at: epochMsSchema })),
});
export type DevSms = z.infer<typeof devSmsSchema>;
