import * as z from 'zod';

/** A code typed by the admin: the authenticator's 6 digits, or a recovery code (spaces and dashes ignored). */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .meta({ description: 'Code à 6 chiffres de l’application d’authentification, ou code de secours.' });

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
