import { errorBodySchema } from '@1xpay/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance routes are declared on: schemas are zod, request and reply types follow them. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Error responses a route documents, all `{error, message}` (see http/error-handler.ts). */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S[number]]: typeof errorBodySchema;
  };
}

/** Every route behind a session can answer these. */
export const SESSION_ERRORS = [400, 401, 403] as const;

/** The master admin's recovery lists (stuck payments, dead jobs) describe their paging alike. */
export const OLDEST_FIRST_PAGES_DOC =
  'Pages de `limit` (1 à 200, 50 par défaut), du plus ancien au plus récent ; `after` reprend après la page précédente (`next`).';
/** … and their audited decisions. */
export const MASTER_AUDITED_DOC =
  'La raison est obligatoire et inscrite au journal d’audit. Administrateur principal seulement.';
