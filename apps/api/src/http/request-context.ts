import { BlockList, isIP } from 'node:net';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@1xpay/contract';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { RequestMeta } from '../common/context.ts';
import type { Config } from '../config.ts';

export const API_KEY_COOKIE = 'apiKey';
/** The query parameters §7 uses for the key: `apikey` (history, statuses) and `aipkey` (getOperations). */
export type QueryKeyName = 'apikey' | 'aipkey';

/**
 * Our languages the request accepts, best first (q-values honoured, q=0 refused). A request without
 * Accept-Language accepts any language, as `*` does (RFC 9110 §12.5.4): both then come, French, the default, first.
 */
function acceptedLocales(request: FastifyRequest): Locale[] {
  const header = request.headers['accept-language'];
  const accepted = typeof header === 'string' && header.trim() !== '' ? header : '*';
  return new Negotiator({ headers: { 'accept-language': accepted } }).languages([...LOCALES]) as Locale[];
}

/** The caller's language for messages: French unless the browser prefers English. */
export function localeOf(request: FastifyRequest): Locale {
  return acceptedLocales(request)[0] ?? DEFAULT_LOCALE;
}

/** The first of our languages the browser accepts; none when it names only others (the site's first visit). */
export function browserLocale(request: FastifyRequest): Locale | undefined {
  return acceptedLocales(request)[0];
}

/** This machine and private networks: the addresses proxy-addr calls loopback, linklocal and uniquelocal. */
const INTERNAL = new BlockList();
for (const [network, prefix, type] of [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
] as const)
  INTERNAL.addSubnet(network, prefix, type);

const isInternal = (address: string | undefined) => {
  const version = isIP(address ?? '');
  return version !== 0 && INTERNAL.check(address ?? '', version === 6 ? 'ipv6' : 'ipv4');
};

/**
 * Fastify's trustProxy for TRUST_PROXY (config.ts): whose X-Forwarded-For `request.ip` believes. With the proxies'
 * addresses, proxy-addr's own rule. With a count of proxies, Fastify (5.12.1 and later) would believe nobody, since
 * a count alone lets a client that reaches the server directly write its own X-Forwarded-For: here the count is
 * honoured only for a request whose sender is on this machine or a private network, where the proxy is.
 */
export function trustedProxies(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting !== 'number') return [...setting];
  return (address, hop) => hop < setting && (hop > 0 || isInternal(address));
}

/** What use cases record of a request: the client's address (as TRUST_PROXY says to read it) and user agent. */
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
      const plain = name.toLowerCase();
      const key =
        KEY_PARAMETERS.has(plain) ||
        (/[%+]/.test(name) && KEY_PARAMETERS.has(parameterName(name).toLowerCase()));
      return key ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}

/** `http://host:port` (or https, any case) at the start of a request target in absolute form. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * A request target as a path on this server: a client (or a proxy) may send the absolute form
 * (`GET http://evil.example/foo/ HTTP/1.1`, RFC 9112 §3.2.2), which the router already routes by its path but
 * which every handler would otherwise read in `request.url` with its host: the site's trailing-slash redirect
 * sent the browser to that host. Its scheme and host are dropped (this server answers for its own origin only),
 * so `request.url` always starts with `/` (or is `*`, OPTIONS' asterisk form).
 */
export function originForm(url: string): string {
  if (url.startsWith('/') || url === '*') return url;
  const rest = url.replace(ABSOLUTE_FORM, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}
