import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { browserLocale } from './request-context.ts';

/**
 * The marketing site (apps/web's build) served by the API process at `/`, with the right status for each path:
 *   - a prerendered page (`/cards` → `cards/index.html`, `/en/cards`…): 200;
 *   - a file of the build (assets, favicon, sitemap.xml, robots.txt, builds/latest.json): 200, assets cached for a
 *     year (their names carry a hash), the build descriptor never cached; gzip/brotli copies are used when present;
 *   - `/business-card` and `/team` (the footer's targets in §2): 301 to the pages they mean (decision 010);
 *   - a path with a trailing slash: 301 without it;
 *   - `/` on a first visit: the language is detected (cookie `i18n_redirected`, then Accept-Language, then English,
 *     §4's fallback) and remembered for 365 days; English answers 302 to `/en`;
 *   - anything else: 404, with the page that says 'Page not found: {path}' once its script runs.
 * Paths under /1xpay stay the API's (its JSON 404 included).
 */
export type WebSiteOptions = { root: string; apiPrefix: string };

export const LOCALE_COOKIE = 'i18n_redirected';
const YEAR_S = 365 * 24 * 3600;

/**
 * The permanent redirects the build lists (apps/web's `__redirects.json`: the footer's old targets in each
 * language → their pages); none when the build has no such file.
 */
function siteRedirects(root: string): Readonly<Record<string, string>> {
  const file = join(root, '__redirects.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
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

export async function webSite(app: FastifyInstance, options: WebSiteOptions): Promise<void> {
  const root = normalize(options.root);
  const redirects = siteRedirects(root);
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

  const sendPage = (reply: FastifyReply, file: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (path === options.apiPrefix || path.startsWith(`${options.apiPrefix}/`)) return reply.callNotFound();
    const search = query === undefined ? '' : `?${query}`;
    if (path.length > 1 && path.endsWith('/'))
      return reply.redirect(`${path.replace(/\/+$/, '') || '/'}${search}`, 301);
    const moved = Object.hasOwn(redirects, path) ? redirects[path] : undefined;
    if (moved !== undefined) return reply.redirect(`${moved}${search}`, 301);

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
      return sendPage(reply, 'index.html');
    }

    const file = fileFor(path);
    if (file !== undefined && !file.endsWith('.html')) {
      const page = join(file, 'index.html');
      if (isFile(join(root, page))) return sendPage(reply, page);
      if (isFile(join(root, file)) && !file.startsWith('__')) {
        const cache = file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : file.startsWith('builds/')
            ? 'no-store'
            : 'public, max-age=3600';
        return reply.header('cache-control', cache).sendFile(file);
      }
    }
    return sendPage(reply, '__spa-fallback.html', 404);
  };

  app.get('/*', { schema: { hide: true } }, handler);
}
