import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

export async function adminApp(app: FastifyInstance, options: AdminAppOptions): Promise<void> {
  const index = join(options.root, 'index.html');
  let page: { version: string; html: string; policy: string } | undefined;
  /** index.html, read again when a new build replaces it. */
  const current = () => {
    const stats = statSync(index);
    const version = `${stats.mtimeMs}:${stats.size}`;
    if (page?.version !== version) {
      const html = readFileSync(index, 'utf8');
      page = { version, html, policy: pagePolicy(html) };
    }
    return page;
  };

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

  const sendPage = async (_request: unknown, reply: FastifyReply) => {
    const { html, policy } = current();
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/admin', { schema: { hide: true } }, sendPage);
  app.get('/admin/*', { schema: { hide: true } }, sendPage);
}
