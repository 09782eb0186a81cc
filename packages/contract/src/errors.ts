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
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
