import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawGet } from '../testing/raw-http.ts';
import { notFoundPage, page, siteTestApp } from '../testing/site-build.ts';
import { errorOf } from '../testing/test-client.ts';

// The site's serving rules, on a small build of its own (the real build is exercised by the e2e tests).

let site: Awaited<ReturnType<typeof siteTestApp>>;
beforeAll(async () => {
  site = await siteTestApp();
});
afterAll(() => site.close());
const get: typeof site.get = (url, headers) => site.get(url, headers);
/** Unknown paths go byte for byte over a socket: inject would normalise the tricky ones first. */
const notFound = async (path: string) => {
  const { status, headers, body } = await rawGet(site.port, path);
  return [path, status, headers['content-type'], body];
};

describe('the marketing site at /', () => {
  it('serves each prerendered page with 200, in both languages', async () => {
    for (const [url, text] of [
      ['/cards', 'cartes'],
      ['/en/cards', 'cards'],
      ['/en', 'home'],
    ] as const) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['content-type'], response.body]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
        page(text),
      ]);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await site.t.app.inject({ method: 'HEAD', url: '/cards' })).statusCode).toBe(200);
  });

  it('serves a page from memory, compressed as the browser accepts, revalidated by its ETag, and read anew when a build replaces it', async () => {
    const as = async (accept: string) => {
      const response = await get('/cards', { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain('accept-encoding');
      const coding = response.headers['content-encoding'];
      const bytes = response.rawPayload;
      const text = (
        coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString('utf8');
      return [coding, text];
    };
    expect(await as('gzip, deflate, br')).toEqual(['br', page('cartes')]);
    expect(await as('gzip')).toEqual(['gzip', page('cartes')]);
    expect(await as('br;q=0, gzip;q=0.5')).toEqual(['gzip', page('cartes')]);
    expect(await as('*')).toEqual(['br', page('cartes')]);
    expect(await as('identity')).toEqual([undefined, page('cartes')]);
    // A page the build wrote no copy of goes as it is.
    const english = await get('/en/cards', { 'accept-encoding': 'br' });
    expect([english.headers['content-encoding'], english.body]).toEqual([undefined, page('cards')]);

    const first = await get('/cards');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/cards', { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    // A new build replaces the page under the running server: the new one is served within a second (the file is
    // looked at again once a second, build-files.ts), and the compressed copies left from the build before are not
    // (they hold the old page).
    await writeFile(join(site.root, 'cards/index.html'), page('cartes, nouvelle version'));
    await vi.waitFor(
      async () => expect(await as('br, gzip')).toEqual([undefined, page('cartes, nouvelle version')]),
      {
        timeout: 3_000,
        interval: 100,
      },
    );
    expect((await get('/cards', { 'if-none-match': etag })).statusCode).toBe(200);
    await writeFile(join(site.root, 'cards/index.html'), page('cartes'));
    await vi.waitFor(async () => expect(await as('br')).toEqual(['br', page('cartes')]), {
      timeout: 3_000,
      interval: 100,
    });
  });

  it('answers 404 with the 404 page of the path’s language, the path written in, for unknown paths and tricks', async () => {
    for (const url of [
      '/nope',
      '/cards/extra',
      '/english',
      '/__spa-fallback.html',
      '/__redirects.json',
      '/__not-found.json',
      // The 404 pages themselves are not pages.
      '/__not-found',
      '/business-__not-found-payment/index.html',
      '/%2e%2e/etc/passwd',
      '/..%2f..%2fetc',
    ]) {
      expect(await notFound(url)).toEqual([
        url,
        404,
        'text/html; charset=utf-8',
        notFoundPage('fr', `Page not found: ${url}`, `/en${url}`),
      ]);
    }
    for (const url of ['/en/nope', '/en/__not-found']) {
      expect(await notFound(url)).toEqual([
        url,
        404,
        'text/html; charset=utf-8',
        notFoundPage('en', `Page not found: ${url}`, url.slice(3)),
      ]);
    }
  });

  it('says Page Not Found (§2.5’s validity check) for a product page of another product', async () => {
    for (const [url, lang, other] of [
      ['/business-autre-payment', 'fr', '/en/business-autre-payment'],
      ['/en/business-autre-pos', 'en', '/business-autre-pos'],
    ] as const) {
      expect(await notFound(url)).toEqual([
        url,
        404,
        'text/html; charset=utf-8',
        notFoundPage(lang, `Page Not Found: ${url}`, other),
      ]);
    }
  });

  it('writes the path into the 404 page escaped, as a path of this site, and never into its scripts', async () => {
    const script = '/"><script>alert(1)</script>';
    expect(await notFound(script)).toEqual([
      script,
      404,
      'text/html; charset=utf-8',
      notFoundPage(
        'fr',
        'Page not found: /&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
        '/en/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      ),
    ]);
    // In a link, //host and /\host would name another site.
    for (const url of ['//evil.example', '/\\evil.example', '/\\/evil.example', '///evil.example']) {
      const { status, body } = await rawGet(site.port, url);
      expect([url, status]).toEqual([url, 404]);
      expect(body, url).toContain('Page not found: /evil.example<');
      expect(body, url).not.toMatch(/href="\/[/\\\p{Cc} ]/u);
    }
    expect((await rawGet(site.port, '/en//evil.example')).body).toContain('<a href="/evil.example">');
  });

  it('redirects permanently: trailing slashes, and the footer’s /business-card and /team', async () => {
    const cases = [
      ['/cards/', '/cards'],
      ['/cards/?ref=x', '/cards?ref=x'],
      ['/business-card', '/business-cards'],
      ['/team', '/business-team'],
      ['/en/business-card', '/en/business-cards'],
      ['/en/team', '/en/business-team'],
    ];
    for (const [url, location] of cases) {
      const response = await get(url ?? '');
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
  });

  it('sends a receipt’s short link to the public page that checks it; anything else under /r is unknown', async () => {
    const token = '0123456789abcdef0123456789abcdef';
    const response = await get(`/r/${token}`);
    expect([response.statusCode, response.headers.location]).toEqual([302, `/receipt?t=${token}`]);
    for (const url of ['/r/', '/r/NOT-HEX', '/r/abc/def', `/r/${'a'.repeat(65)}`]) {
      expect((await get(url)).statusCode, url).not.toBe(302);
    }
  });

  it('serves build files: hashed assets cached for a year (gzip when accepted), the build id never cached', async () => {
    const asset = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect([asset.statusCode, asset.headers['content-encoding'], asset.headers['cache-control']]).toEqual([
      200,
      'gzip',
      'public, max-age=31536000, immutable',
    ]);
    const latest = await get('/builds/latest.json');
    expect([latest.statusCode, latest.headers['cache-control'], latest.json()]).toEqual([
      200,
      'no-store',
      { id: 'b1' },
    ]);
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
  });

  it('leaves /1xpay to the API, its JSON 404 included', async () => {
    expect((await site.t.visitor.get('/health')).status).toBe(200);
    const unknown = await site.t.visitor.send({ method: 'GET', path: '/nothing-here' });
    expect([unknown.status, errorOf(unknown).error]).toEqual([404, 'not_found']);
  });
});

describe('the language of a first visit to / (§4)', () => {
  const cookieOf = (response: Awaited<ReturnType<typeof get>>) => response.headers['set-cookie'];

  it('detects French from the browser, serves / and remembers it for 365 days', async () => {
    const response = await get('/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect([response.statusCode, response.body]).toEqual([200, page('accueil')]);
    expect(cookieOf(response)).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('serves French to a browser that names no language or accepts any (the default)', async () => {
    for (const language of [undefined, '*', ' ', '*, en;q=0.5', 'de, *;q=0.1']) {
      const response = await get('/', language === undefined ? {} : { 'accept-language': language });
      expect([language, response.statusCode, response.body]).toEqual([language, 200, page('accueil')]);
      expect(cookieOf(response)).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax');
    }
  });

  it('sends English browsers, and those that name only other languages (the fallback), to /en with 302', async () => {
    for (const language of ['en-US,en;q=0.9', 'de-DE,de;q=0.9', '*, fr;q=0']) {
      const response = await get('/', { 'accept-language': language });
      expect([language, response.statusCode, response.headers.location]).toEqual([language, 302, '/en']);
      expect(cookieOf(response)).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
    }
  });

  it('honours q-values, and the cookie before the browser', async () => {
    expect((await get('/', { 'accept-language': 'de, en;q=0.5, fr;q=0.8' })).statusCode).toBe(200);
    const remembered = await get('/', { 'accept-language': 'fr-FR', cookie: 'i18n_redirected=en' });
    expect([remembered.statusCode, remembered.headers.location, cookieOf(remembered)]).toEqual([
      302,
      '/en',
      undefined,
    ]);
    const french = await get('/', { 'accept-language': 'en-US', cookie: 'i18n_redirected=fr' });
    expect([french.statusCode, cookieOf(french)]).toEqual([200, undefined]);
  });

  it('redirects only at the root', async () => {
    expect((await get('/cards', { 'accept-language': 'en-US' })).statusCode).toBe(200);
  });
});
