import { existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readWhenChanged } from './build-files.ts';
import { INLINE_SCRIPT, pagePolicy } from './content-policy.ts';
import { browserLocale } from './request-context.ts';

/**
 * The marketing site (apps/web's build) served by the API process at `/`, with the right status for each path:
 *   - a prerendered page (`/cards` → `cards/index.html`, `/en/cards`…): 200;
 *   - a file of the build (assets, favicon, sitemap.xml, robots.txt, builds/latest.json): 200, assets cached for a
 *     year (their names carry a hash), the build descriptor never cached; gzip/brotli copies are used when present;
 *   - `/business-card` and `/team` (the footer's targets in §2): 301 to the pages they mean (decision 010);
 *   - `/r/{token}`, a receipt's short link: 302 to `/receipt?t={token}`, the public page that checks it;
 *   - a path with a trailing slash: 301 without it, always to a path of this site;
 *   - `/` on a first visit: the language is detected (cookie `i18n_redirected`, then Accept-Language: French when
 *     the browser names no language or accepts any, English when it names only others, §4.6) and remembered for
 *     365 days; English answers 302 to `/en`;
 *   - anything else: 404, with the prerendered 404 page of its language that says 'Page not found: {path}' (§2.5)
 *     with the path written in, so that it reads without JavaScript.
 * Every page carries its Content-Security-Policy, its inline scripts allowed by hash (content-policy.ts). Paths
 * under /1xpay stay the API's (its JSON 404 included).
 */
export type WebSiteOptions = { root: string; apiPrefix: string };

export const LOCALE_COOKIE = 'i18n_redirected';
/** Files a new build changes under the same name: the app's service worker and manifest, always revalidated. */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);
/** `/r/{token}`: the short link printed on a receipt (a receipt token is hexadecimal). */
const RECEIPT_SHORT_LINK = /^\/r\/([0-9a-f]{1,64})$/;
const YEAR_S = 365 * 24 * 3600;

/**
 * The build's prerendered 404 pages (apps/web's `__not-found.json`): an unknown path under `prefix` whose rest
 * matches `pattern` gets `file`, with the rest written where `placeholder` stands. The first that matches wins.
 */
type NotFoundPage = { prefix: string; pattern: string; placeholder: string; file: string };

/** A JSON file the build writes for the server (never served itself), or `empty` when the build has none. */
function buildFile<T>(root: string, name: string, empty: T): T {
  const file = join(root, name);
  if (!existsSync(file)) return empty;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function hasWebBuild(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}

/**
 * A request path as a path of this site, safe in a Location header or a link: controls and spaces percent-encoded
 * (a browser drops tabs and newlines from a URL), exactly one slash at its start where it has several, backslashes
 * (a browser reads `//host` and `/\host` as another site) or none, no trailing slash.
 */
export function sitePath(path: string): string {
  const encoded = path.replace(
    /[\p{Cc} ]/gu,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  // Always a path of this site: it starts with exactly one slash, whatever the request's target was.
  return `/${encoded.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

/** The page cut where the placeholder stands outside its scripts: joining the parts with a path writes it in. */
function cutAtPlaceholder(html: string, placeholder: string): string[] {
  const parts = [''];
  const add = (text: string, cut: boolean) => {
    const [first = '', ...rest] = cut ? text.split(placeholder) : [text];
    parts[parts.length - 1] += first;
    parts.push(...rest);
  };
  let last = 0;
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    add(html.slice(last, match.index), true);
    add(match[0], false);
    last = match.index + match[0].length;
  }
  add(html.slice(last), true);
  return parts;
}

/** Whether an Accept-Encoding header takes `coding` (named, or `*`, with a q-value above 0). */
function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (header === undefined) return false;
  let any: boolean | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return accepted;
    if (name === '*') any = accepted;
  }
  return any ?? false;
}

/** A prerendered page as it is served: its bytes (and their brotli and gzip copies, when the build wrote them). */
type Page = {
  raw: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  policy: string;
  etag: string;
  lastModified: string;
};

/**
 * The build's compressed copy of a page (`.br`, `.gz` next to it), if it is there and holds exactly this page: a
 * copy left from an earlier build, or half written, is not used (file times alone cannot say which is newer).
 */
function compressedCopy(
  absolute: string,
  raw: Buffer,
  decompress: (copy: Buffer) => Buffer,
): Buffer | undefined {
  try {
    const copy = readFileSync(absolute);
    return decompress(copy).equals(raw) ? copy : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A prerendered page as it is kept in memory (decision 033), with its compressed copies; read again when its file
 * changes (readWhenChanged).
 */
function pageFrom(raw: Buffer, absolute: string, stats: Stats): Page {
  return {
    raw,
    br: compressedCopy(`${absolute}.br`, raw, (copy) => brotliDecompressSync(copy)),
    gzip: compressedCopy(`${absolute}.gz`, raw, (copy) => gunzipSync(copy)),
    policy: pagePolicy(raw.toString('utf8')),
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    lastModified: stats.mtime.toUTCString(),
  };
}

export async function webSite(app: FastifyInstance, options: WebSiteOptions): Promise<void> {
  const root = normalize(options.root);
  const redirects = buildFile<Record<string, string>>(root, '__redirects.json', {});
  const notFoundPages = buildFile<NotFoundPage[]>(root, '__not-found.json', []).map((page) => ({
    ...page,
    matches: new RegExp(page.pattern),
  }));
  const templates = new Set(notFoundPages.map((page) => page.file));
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    // Pages are HTML that changes with each build: revalidate; hashed assets get their own header below.
    cacheControl: false,
  });

  /** The build file a URL path names, if it names one (no way out of the root). */
  const fileFor = (path: string): string | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const relative = normalize(decoded).replace(/^[/\\]+/, '');
    if (relative.startsWith('..')) return undefined;
    const absolute = join(root, relative);
    if (absolute !== root && !absolute.startsWith(root + sep)) return undefined;
    return relative;
  };
  /** Files the build writes for the server (`__…`) and the 404 pages are not pages of the site. */
  const isPrivate = (file: string) => file.split(/[/\\]/).some((part) => part.startsWith('__'));

  const policyOf = readWhenChanged((bytes) => pagePolicy(bytes.toString('utf8')));
  const templateOf = readWhenChanged((bytes) => {
    const html = bytes.toString('utf8');
    return { html, policy: pagePolicy(html) };
  });

  const htmlReply = (reply: FastifyReply, status: number, policy: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8');

  const pageOf = readWhenChanged(pageFrom);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const page = pageOf(join(root, file));
    htmlReply(reply, 200, page.policy)
      .header('etag', page.etag)
      .header('last-modified', page.lastModified)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'];
    if (page.br !== undefined && acceptsEncoding(accepted, 'br'))
      return reply.header('content-encoding', 'br').send(page.br);
    if (page.gzip !== undefined && acceptsEncoding(accepted, 'gzip'))
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.raw);
  };

  const sendNotFound = (reply: FastifyReply, path: string) => {
    for (const page of notFoundPages) {
      if (path !== page.prefix && !path.startsWith(`${page.prefix}/`)) continue;
      const rest = path.slice(page.prefix.length);
      if (!page.matches.test(rest) || !isFile(join(root, page.file))) continue;
      const { html, policy } = templateOf(join(root, page.file));
      const filled = cutAtPlaceholder(html, page.placeholder).join(escapeHtml(sitePath(rest)));
      return htmlReply(reply, 404, policy).send(filled);
    }
    // A build without 404 pages (older than __not-found.json): its SPA shell, which says it once its script runs.
    const shell = '__spa-fallback.html';
    if (!isFile(join(root, shell))) return reply.callNotFound();
    return htmlReply(reply, 404, policyOf(join(root, shell))).sendFile(shell);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`)) return reply.callNotFound();
    const search = query === undefined ? '' : `?${query}`;
    if (path.length > 1 && path.endsWith('/')) return reply.redirect(`${sitePath(path)}${search}`, 301);
    const moved = Object.hasOwn(redirects, path) ? redirects[path] : undefined;
    if (moved !== undefined) return reply.redirect(`${moved}${search}`, 301);
    // A receipt's short link (its QR code): the public page that checks it.
    const receipt = RECEIPT_SHORT_LINK.exec(path);
    if (receipt !== null) return reply.redirect(`/receipt?t=${receipt[1]}`, 302);

    if (path === '/') {
      const remembered = request.cookies[LOCALE_COOKIE];
      const locale =
        remembered === 'fr' || remembered === 'en' ? remembered : (browserLocale(request) ?? 'en');
      if (remembered !== locale) {
        reply.setCookie(LOCALE_COOKIE, locale, {
          path: '/',
          maxAge: YEAR_S,
          sameSite: 'lax',
          httpOnly: false,
        });
      }
      if (locale === 'en') return reply.redirect(`/en${search}`, 302);
      return sendPage(request, reply, 'index.html');
    }

    const file = fileFor(path);
    if (file !== undefined && !file.endsWith('.html') && !isPrivate(file)) {
      const page = join(file, 'index.html');
      if (!templates.has(page) && isFile(join(root, page))) return sendPage(request, reply, page);
      if (isFile(join(root, file))) {
        const cache = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : file.startsWith('builds/')
            ? 'no-store'
            : REVALIDATED.has(file)
              ? 'no-cache'
              : 'public, max-age=3600';
        return reply.header('cache-control', cache).sendFile(file);
      }
    }
    return sendNotFound(reply, path);
  };

  app.get('/*', { schema: { hide: true } }, handler);
}
