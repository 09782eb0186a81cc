import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawGet } from '../testing/raw-http.ts';
import {
  NOT_FOUND_SCRIPT,
  PAGE_SCRIPTS,
  page,
  SITE_BUILD,
  STYLE_ATTRIBUTE,
  siteTestApp,
} from '../testing/site-build.ts';
import { TEST_ORIGIN } from '../testing/test-app.ts';

// The site's answers against open redirects and injected scripts, on a small build of its own (e2e/ checks the
// real build's policy in Chromium).

let site: Awaited<ReturnType<typeof siteTestApp>>;
beforeAll(async () => {
  site = await siteTestApp();
});
afterAll(() => site.close());
const get: typeof site.get = (url, headers) => site.get(url, headers);

const redirectOf = async (path: string) => {
  const { status, headers } = await rawGet(site.port, path);
  return { status, location: headers.location };
};

describe('the trailing-slash redirect', () => {
  it('stays on this origin, whatever the path looks like', async () => {
    const tricks = [
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '/\\\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%2f/evil.example/',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example/',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '/ /evil.example/',
      '/%09/evil.example/',
      '/\x0b/evil.example/',
      '/\x0c/evil.example/',
      '/\x01/evil.example/',
      '/\x7f/evil.example/',
      '/./',
      '/.//evil.example/',
      '/%2e//evil.example/',
      '/..//evil.example/',
      '//evil.example/?next=/',
      '//',
    ];
    for (const url of tricks) {
      const { status, location } = await redirectOf(url);
      // Node's HTTP parser refuses some request lines outright (400): nothing is redirected then.
      if (status === 400) continue;
      expect([url, status]).toEqual([url, 301]);
      // Where a browser goes: the WHATWG URL parser (which drops tabs and newlines, and reads \ as /).
      expect([url, new URL(location ?? '', `${TEST_ORIGIN}/`).origin]).toEqual([url, TEST_ORIGIN]);
      expect(location, url).toMatch(/^\/(?![/\\])[^\s]*$/);
    }
    // The usual forms reach the redirect (not the parser's 400).
    expect(await redirectOf('//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    expect(await redirectOf('/\\evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    expect(await redirectOf('/%2F%2Fevil.example/')).toEqual({
      status: 301,
      location: '/%2F%2Fevil.example',
    });
  });

  it('never leaves this origin for a request whose target is an absolute URL (absolute-form)', async () => {
    for (const url of [
      'http://evil.example/foo/',
      'http://evil.example/foo/?next=/',
      'https://evil.example//foo/',
      'http://evil.example',
      'http://evil.example/',
      'http://127.0.0.1/cards/',
      'HTTP://evil.example/en/',
      'http://evil.example/r/abc',
      'http://evil.example/business-card',
    ]) {
      const { status, location } = await redirectOf(url);
      if (status === 400) continue;
      expect([
        url,
        location === undefined ? TEST_ORIGIN : new URL(location, `${TEST_ORIGIN}/`).origin,
      ]).toEqual([url, TEST_ORIGIN]);
      expect(location ?? '/', url).toMatch(/^\/(?![/\\])/);
    }
    // Its path is the path: the slash is dropped on this site.
    expect(await redirectOf('http://evil.example/cards/')).toEqual({ status: 301, location: '/cards' });
  });

  it('still drops the slash of an ordinary path, keeping its query', async () => {
    expect((await get('/cards//?a=1')).headers.location).toBe('/cards?a=1');
    expect((await get('/en/cards/')).headers.location).toBe('/en/cards');
  });
});

/** What a policy must say, from the scripts and styles the test build wrote (hashed here, not parsed). */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const policy = (scripts: readonly string[], styleAttributes: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scripts.map(sha256)].join(' '),
    [
      "style-src 'self'",
      ...(styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []),
      ...styleAttributes.map(sha256),
    ].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

describe('the Content-Security-Policy of the site’s pages', () => {
  it('is on every page answer, allowing exactly that page’s inline scripts and style attribute', async () => {
    const pages = Object.keys(SITE_BUILD)
      .filter((file) => file.endsWith('/index.html') && !file.includes('__'))
      .map((file) => `/${file.replace(/\/?index\.html$/, '')}`);
    expect(pages.sort()).toEqual(['/business-cards', '/cards', '/en', '/en/cards']);
    for (const url of [...pages, '/']) {
      const response = await get(url, { 'accept-language': 'fr' });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect([url, response.headers['content-security-policy']]).toEqual([
        url,
        policy(PAGE_SCRIPTS, [STYLE_ATTRIBUTE]),
      ]);
    }
    const head = await site.t.app.inject({ method: 'HEAD', url: '/cards' });
    expect(head.headers['content-security-policy']).toBe(policy(PAGE_SCRIPTS, [STYLE_ATTRIBUTE]));
  });

  it('is on the 404 pages, whose scripts stay as built whatever path is written in', async () => {
    for (const url of [
      '/nope',
      '/en/nope',
      '/business-autre-payment',
      '/__not-found',
      '/"><script>x</script>',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['content-security-policy']]).toEqual([
        url,
        404,
        policy([NOT_FOUND_SCRIPT], []),
      ]);
      expect(response.body).toContain(`<script>${NOT_FOUND_SCRIPT}</script>`);
      expect(response.body.match(/<script>/g)).toHaveLength(1);
    }
  });

  it('follows a new build of a page under the running server', async () => {
    const rebuilt = page('cartes v2').replace(PAGE_SCRIPTS[0] ?? '', 'window.__ctx = {"build":2};');
    await writeFile(join(site.root, 'cards/index.html'), rebuilt);
    // The file is looked at again once a second (build-files.ts).
    const response = await vi.waitFor(
      async () => {
        const served = await get('/cards');
        expect(served.body).toBe(rebuilt);
        return served;
      },
      { timeout: 3_000, interval: 100 },
    );
    expect(response.headers['content-security-policy']).toBe(
      policy(['window.__ctx = {"build":2};', PAGE_SCRIPTS[1] ?? ''], [STYLE_ATTRIBUTE]),
    );
  });

  it('is not on the build’s other files, nor on the API’s answers', async () => {
    expect((await get('/assets/entry-abc123.js')).headers['content-security-policy']).toBeUndefined();
    expect((await site.t.visitor.get('/health')).headers['content-security-policy']).toBeUndefined();
  });
});
