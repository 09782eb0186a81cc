import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';

// The site's serving rules, on a small build of its own (the real build is exercised by the e2e tests).

let t: TestApp;
let root: string;
const page = (name: string) => `<!DOCTYPE html><html><body>${name}</body></html>`;
const FILES: Record<string, string | Buffer> = {
  'index.html': page('accueil'),
  'en/index.html': page('home'),
  'cards/index.html': page('cartes'),
  'en/cards/index.html': page('cards'),
  'business-cards/index.html': page('cartes entreprise'),
  '__spa-fallback.html': page('fallback'),
  'assets/entry-abc123.js': 'console.log("entry")',
  'assets/entry-abc123.js.gz': gzipSync('console.log("entry")'),
  'builds/latest.json': '{"id":"b1"}',
  'sitemap.xml': '<urlset/>',
  // What apps/web's build writes (scripts/site-files.ts).
  '__redirects.json': JSON.stringify({
    '/business-card': '/business-cards',
    '/team': '/business-team',
    '/en/business-card': '/en/business-cards',
    '/en/team': '/en/business-team',
  }),
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), '1xpay-web-'));
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  t = await createTestApp({ WEB_DIR: root });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

// Raw inject: the site's pages live outside /1xpay, the base path the typed client puts on every call.
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

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
    expect((await t.app.inject({ method: 'HEAD', url: '/cards' })).statusCode).toBe(200);
  });

  it('answers 404 with the page that names the path, for unknown paths and tricks', async () => {
    for (const url of [
      '/nope',
      '/en/nope',
      '/cards/extra',
      '/__spa-fallback.html',
      '/__redirects.json',
      '/%2e%2e/etc/passwd',
      '/..%2f..%2fetc',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode, response.body]).toEqual([url, 404, page('fallback')]);
    }
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
    expect((await t.visitor.get('/health')).status).toBe(200);
    const unknown = await t.visitor.send({ method: 'GET', path: '/nothing-here' });
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

  it('sends English browsers, and those of no language of ours (the fallback), to /en with 302', async () => {
    for (const language of ['en-US,en;q=0.9', 'de-DE,de;q=0.9', '']) {
      const response = await get('/', language === '' ? {} : { 'accept-language': language });
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
