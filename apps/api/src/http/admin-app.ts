import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePolicy } from './content-policy.ts';

/**
 * The dashboard (apps/admin's build) served at /admin: its hashed assets under /admin/assets/ (cached for a year,
 * sent compressed by the build when the browser accepts it), and for every other path under /admin its single page,
 * revalidated on each load, under its Content-Security-Policy; the dashboard's router takes the path from there.
 */
export type AdminAppOptions = { root: string };

export function hasAdminBuild(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}

/** A screen's name in a path: /admin/users, /admin/users/ (not /admin/users/42, another screen). */
const SCREEN_PATH = /^\/admin\/([a-z-]+)\/?(?:\?|$)/;

/**
 * The page with `<link rel="modulepreload">` for the code of the screen it opens, from the build's
 * `screen-preloads.json` (apps/admin/scripts/screen-preloads.ts): the browser fetches and compiles that code beside
 * the first chunk instead of after it. Without the file (an older build), or for another path, the page as built.
 */
function withPreloads(html: string, files: readonly string[] | undefined): string {
  if (files === undefined || files.length === 0) return html;
  const links = files
    .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/admin/${file}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/** A build file read again when a new build replaces it (its time and size change). */
function rereadOnChange<T>(path: string, read: (text: string) => T, missing: T): () => T {
  let kept: { version: string; value: T } | undefined;
  return () => {
    let version: string;
    try {
      const stats = statSync(path);
      version = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return missing;
    }
    if (kept?.version !== version) kept = { version, value: read(readFileSync(path, 'utf8')) };
    return kept.value;
  };
}

export async function adminApp(app: FastifyInstance, options: AdminAppOptions): Promise<void> {
  const page = rereadOnChange(
    join(options.root, 'index.html'),
    (html) => ({ html, policy: pagePolicy(html), screens: new Map<string, string>() }),
    undefined,
  );
  const preloads = rereadOnChange(
    join(options.root, 'screen-preloads.json'),
    (text) => new Map(Object.entries(JSON.parse(text) as Record<string, string[]>)),
    new Map<string, string[]>(),
  );

  await app.register(fastifyStatic, {
    root: join(options.root, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    index: false,
    // The build writes .br and .gz beside each asset; sent to a browser that accepts them.
    preCompressed: true,
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const built = page();
    if (built === undefined) return reply.callNotFound();
    const screen = SCREEN_PATH.exec(request.url)?.[1];
    let html = built.html;
    if (screen !== undefined) {
      const files = preloads().get(screen);
      html = built.screens.get(screen) ?? withPreloads(built.html, files);
      if (files !== undefined) built.screens.set(screen, html);
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', built.policy)
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/admin', { schema: { hide: true } }, sendPage);
  app.get('/admin/*', { schema: { hide: true } }, sendPage);
}
