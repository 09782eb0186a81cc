import { type Locale, matchLocale, pickLocale } from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { RequestMeta } from '../common/context.ts';

export const API_KEY_COOKIE = 'apiKey';
/** The query parameters §7 uses for the key: `apikey` (history, statuses) and `aipkey` (getOperations). */
export type QueryKeyName = 'apikey' | 'aipkey';

/** The request's Accept-Language tags, best first (q-values honoured, q=0 left out). */
function acceptedLanguages(request: FastifyRequest): string[] {
  return new Negotiator({
    headers: { 'accept-language': request.headers['accept-language'] ?? '' },
  }).languages();
}

/** The caller's language for messages: French unless the browser ranks English first. */
export function localeOf(request: FastifyRequest): Locale {
  return pickLocale(acceptedLanguages(request));
}

/** The first of our languages the browser asks for, if it asks for one (the site's first-visit detection). */
export function browserLocale(request: FastifyRequest): Locale | undefined {
  return matchLocale(acceptedLanguages(request));
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

const KEY_PARAMETERS = new Set(['apikey', 'aipkey', 'api_key']);

/** A query parameter's name as Fastify's query parser reads it: '+' is a space, %XX escapes decoded. */
function parameterName(raw: string): string {
  const name = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A URL fit for logs: API keys in the query are replaced. The query starts at the first '?' or '#' (as the router
 * reads it), and a parameter is recognised by its decoded name, so `?%61pikey=…` is redacted too.
 */
export function redactUrl(url: string): string {
  const start = url.search(/[?#]/);
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return KEY_PARAMETERS.has(parameterName(name).toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}
