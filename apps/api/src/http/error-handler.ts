import {
  type ErrorBody,
  type ErrorCode,
  fieldPath,
  type Locale,
  type ValidationIssue,
  validationMessage,
  valueAt,
} from '@1xpay/contract';
import { errorMessageIn, UNSUPPORTED_MESSAGES } from '@1xpay/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, PaymentRefused } from '../errors.ts';
import { type MessageKey, message } from './messages.ts';
import { localeOf } from './request-context.ts';

/** The one place that knows which HTTP status each error code is. */
export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  validation_failed: 400,
  bad_request: 400,
  bad_picture: 400,
  unauthorized: 401,
  bad_credentials: 401,
  otp_required: 401,
  otp_invalid: 401,
  totp_enrolment_required: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  too_many_requests: 429,
  level_limit_reached: 422,
  internal: 500,
  service_unavailable: 503,
};

/** What a 503 tells the client: try again in this many seconds (a restart or failover takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Fastify's and its plugins' own errors, by code. */
const FRAMEWORK_ERRORS: Readonly<Record<string, [ErrorCode, MessageKey]>> = {
  // The router's own refusals, before any route (app.ts hands them here through `frameworkErrors`).
  FST_ERR_BAD_URL: ['bad_request', 'badUrl'],
  FST_ERR_MAX_PARAM_LENGTH: ['bad_request', 'urlTooLong'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', 'invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'emptyBody'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'badRequest'],
  FST_REQ_FILE_TOO_LARGE: ['payload_too_large', 'pictureTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['unsupported_media_type', 'unsupportedMediaType'],
  FST_PARTS_LIMIT: ['payload_too_large', 'bodyTooLarge'],
  FST_FILES_LIMIT: ['payload_too_large', 'bodyTooLarge'],
  FST_FIELDS_LIMIT: ['payload_too_large', 'bodyTooLarge'],
};

const BY_STATUS: Readonly<Record<number, [ErrorCode, MessageKey]>> = {
  401: ['unauthorized', 'sessionMissing'],
  403: ['forbidden', 'actionNotPermitted'],
  404: ['not_found', 'routeNotFound'],
  413: ['payload_too_large', 'bodyTooLarge'],
  415: ['unsupported_media_type', 'unsupportedMediaType'],
};

function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

function validationBody(error: FastifyError, request: FastifyRequest, locale: Locale): ErrorBody {
  const context = (error.validationContext ?? 'body') as keyof typeof PARTS;
  const input = request[PARTS[context] ?? 'body'];
  const issues: ValidationIssue[] = (error.validation ?? []).map((item) => {
    const path = pathOf(item.instancePath);
    return {
      code: item.keyword,
      path,
      params: item.params as Record<string, unknown>,
      message: item.message ?? '',
      missing: item.keyword === 'invalid_type' && valueAt(input, path) === undefined,
    };
  });
  const fields = issues.map((issue) => ({
    field: fieldPath(issue.path),
    message: validationMessage(issue, locale),
  }));
  return { error: 'validation_failed', message: fields[0]?.message ?? message('badRequest', locale), fields };
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** A §8 refusal's message: the catalogue's, or for 462 the precise one (operator or country). */
function refusalMessage(error: PaymentRefused, locale: Locale): string {
  if (error.unsupported !== undefined) {
    return UNSUPPORTED_MESSAGES[locale][error.unsupported];
  }
  return errorMessageIn(error.statusCode, locale);
}

export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const locale = localeOf(request);
  if (error instanceof PaymentRefused) {
    return reply
      .code(422)
      .type('application/json; charset=utf-8')
      .send({
        error: 'payment_refused',
        statusCode: error.statusCode,
        message: refusalMessage(error, locale),
      });
  }
  if (error instanceof AppError) {
    if (error.details.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.details.retryAfterSeconds));
    const text = message(error.messageKey, locale, error.details.params);
    const { field } = error.details;
    return send(reply, STATUS_OF[error.code], {
      error: error.code,
      message: text,
      ...(field === undefined ? {} : { fields: [{ field, message: text }] }),
      ...error.details.body,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return send(reply, 400, validationBody(error, request, locale));

  const known =
    FRAMEWORK_ERRORS[error.code] ??
    (error.statusCode === undefined ? undefined : BY_STATUS[error.statusCode]);
  const status = error.statusCode ?? 500;
  if (known !== undefined || (status >= 400 && status < 500)) {
    const [code, found] = known ?? ['bad_request', 'badRequest'];
    request.log.info({ err: error }, 'request refused');
    const type = String(request.headers['content-type'] ?? '').trim();
    const key: MessageKey = found === 'unsupportedMediaType' && type === '' ? 'contentTypeMissing' : found;
    const params = { path: request.url.split('?')[0] ?? '', type };
    return send(reply, STATUS_OF[code], { error: code, message: message(key, locale, params) });
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug: the database restarts or is out of reach. The request did nothing durable, or (a commit cut
    // short) its Idempotency-Key settles it on retry.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return send(reply, 503, {
      error: 'service_unavailable',
      message: message('databaseUnavailable', locale),
    });
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, { error: 'internal', message: message('internal', locale) });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  return send(reply, 404, {
    error: 'not_found',
    message: message('routeNotFound', localeOf(request), { path }),
  });
}
