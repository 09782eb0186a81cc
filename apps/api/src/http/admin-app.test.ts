import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteBuild } from '../testing/site-build.ts';
import { createTestApp } from '../testing/test-app.ts';

// The dashboard's serving rules, on a small build of its own (the real one is exercised by the e2e tests).

const INDEX =
  '<!doctype html><html lang="fr"><head><script type="module" src="/admin/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

let build: Awaited<ReturnType<typeof writeSiteBuild>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  build = await writeSiteBuild({
    'index.html': INDEX,
    'assets/index-abc.js': 'console.log(1)',
    'assets/index-abc.js.br': brotliCompressSync('console.log(1)'),
    'screen-preloads.json': JSON.stringify({
      users: ['assets/users-1.js', 'assets/table-2.js'],
      audit: ['assets/audit-3.js', '../outside.js'],
    }),
  });
  t = await createTestApp({ ADMIN_DIR: build.root });
});
afterAll(async () => {
  await t.close();
  await build.remove();
});
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the dashboard at /admin', () => {
  it('answers its single page for /admin and every path under it, revalidated, under a strict policy', async () => {
    for (const url of ['/admin', '/admin/', '/admin/operations', '/admin/users/42?q=awa']) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['content-type'], response.body]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
        INDEX,
      ]);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('lists the code of the screen a page opens for the browser to fetch beside the first chunk', async () => {
    const preloads = async (url: string) =>
      [...(await get(url)).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        ([, href]) => href,
      );
    expect(await preloads('/admin/users')).toEqual(['/admin/assets/users-1.js', '/admin/assets/table-2.js']);
    expect(await preloads('/admin/users/?q=awa')).toEqual([
      '/admin/assets/users-1.js',
      '/admin/assets/table-2.js',
    ]);
    // A name that is not a built asset is left out.
    expect(await preloads('/admin/audit')).toEqual(['/admin/assets/audit-3.js']);
    // Another screen (a user's detail), or one the build does not list: the page as built.
    for (const url of ['/admin/users/42', '/admin/operations', '/admin'])
      expect((await get(url)).body).toBe(INDEX);
    const page = await get('/admin/users');
    expect(page.body.replace(/<link rel="modulepreload"[^>]+>/g, '')).toBe(INDEX);
    expect(page.headers['content-security-policy']).toBe(
      (await get('/admin')).headers['content-security-policy'],
    );
  });

  it('serves its hashed assets for a year, and no file outside them', async () => {
    const asset = await get('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/admin/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/admin/assets/../index.html')).body).not.toContain('console.log');
  });

  it("sends an asset's brotli copy to a browser that accepts it, the file itself to one that does not", async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/admin/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/admin/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('leaves the API its own paths', async () => {
    const response = await get('/1xpay/admin/operations/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(401);
  });
});
