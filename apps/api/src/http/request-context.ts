import { type Locale, pickLocale } from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { RequestMeta } from '../use-cases/context.ts';

export const API_KEY_COOKIE = 'apiKey';
/** The query parameters §7 uses for the key: `apikey` (history, statuses) and `aipkey` (getOperations). */
export type QueryKeyName = 'apikey' | 'aipkey';

export function localeOf(request: FastifyRequest): Locale {
  const languages = new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] ?? '' },
  }).languages();
  return pickLocale(languages);
}

export function metaOf(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

export type PresentedKey = { apiKey: string; source: 'cookie' | 'bearer' | 'query' };

/** The apiKey a request presents: the §7 query parameter where the route takes one, a Bearer token, or the cookie. */
export function presentedKey(request: FastifyRequest, queryKey?: QueryKeyName): PresentedKey | undefined {
  if (queryKey !== undefined) {
    const value = (request.query as Record<string, unknown> | undefined)?.[queryKey];
    if (typeof value === 'string' && value !== '') return { apiKey: value, source: 'query' };
  }
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s+\S+$/i.test(authorization)) {
    return { apiKey: authorization.replace(/^Bearer\s+/i, ''), source: 'bearer' };
  }
  const cookie = request.cookies[API_KEY_COOKIE];
  if (typeof cookie === 'string' && cookie !== '') return { apiKey: cookie, source: 'cookie' };
  return undefined;
}

const KEY_PARAMETERS = /([?&](?:apikey|aipkey|apiKey|api_key)=)[^&#]*/gi;

/** A URL fit for logs: API keys in the query are replaced. */
export function redactUrl(url: string): string {
  return url.replace(KEY_PARAMETERS, '$1[redacted]');
}
