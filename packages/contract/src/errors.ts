import * as z from 'zod';

/** Machine-readable error codes of the API; `message` carries the text in the caller's language. */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthorized',
  'bad_credentials',
  'otp_required',
  'otp_invalid',
  'totp_enrolment_required',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'payload_too_large',
  'request_timeout',
  'unsupported_media_type',
  'too_many_requests',
  'level_limit_reached',
  'bad_picture',
  'internal',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({
  field: z.string().meta({ description: 'Chemin du champ, par exemple « countries.0 ».' }),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    error: z.enum(ERROR_CODES),
    message: z
      .string()
      .meta({ description: "Texte pour l'utilisateur, dans sa langue (français par défaut)." }),
    fields: z.array(fieldErrorSchema).optional(),
    limit: z
      .object({
        level: z.int(),
        monthlyMax: z.int(),
        used: z.int(),
        left: z.int(),
        currency: z.string(),
        resetsAt: z.int(),
      })
      .optional()
      .meta({
        description:
          '`level_limit_reached` : le plafond mensuel du niveau du compte, ce qui est déjà payé ce mois-ci et ce qui reste (F CFA).',
      }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
