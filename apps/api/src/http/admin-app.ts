import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readWhenChanged } from './build-files.ts';
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

export async function adminApp(app: FastifyInstance, options: AdminAppOptions): Promise<void> {
  const index = join(options.root, 'index.html');
  const preloadsFile = join(options.root, 'screen-preloads.json');
  const pageOf = readWhenChanged((bytes) => {
    const html = bytes.toString('utf8');
    return { html, policy: pagePolicy(html) };
  });
  const preloadsOf = readWhenChanged(
    (bytes) => new Map(Object.entries(JSON.parse(bytes.toString('utf8')) as Record<string, string[]>)),
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
    if (!existsSync(index)) return reply.callNotFound();
    const { html, policy } = pageOf(index);
    const screen = SCREEN_PATH.exec(request.url)?.[1];
    const files =
      screen !== undefined && existsSync(preloadsFile) ? preloadsOf(preloadsFile).get(screen) : undefined;
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(withPreloads(html, files));
  };
  app.get('/admin', { schema: { hide: true } }, sendPage);
  app.get('/admin/*', { schema: { hide: true } }, sendPage);
}
