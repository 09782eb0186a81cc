import { request as httpRequest } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { SCREENS } from '../apps/web/app/customer/screens.ts';
import { localePath } from '../apps/web/app/site/locale.ts';
import { PAGES } from '../apps/web/app/site/pages.ts';
import { firstLoadScripts } from '../apps/web/scripts/first-load.ts';

/**
 * The site's budget: at most 80 KB (KiB, as bench/lighthouse prints it) of gzipped JavaScript on a first load
 * (issue 33; decision 060 says where the bytes go).
 */
const FIRST_LOAD_JS_BUDGET = 80 * 1024;
/** The customer app's: at most 100 KB on the first load of each of its screens. */
const APP_FIRST_LOAD_JS_BUDGET = 100 * 1024;

/** The bytes the server sends for `path` to a browser that accepts gzip (the body is not decoded). */
function sentBytes(url: string): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? ''),
          bytes,
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

/** The gzipped bytes of the JavaScript a page loads before it is interactive, as the server sends them. */
async function firstLoadBytes(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
): Promise<number> {
  const html = await (await request.get(path)).text();
  const scripts = firstLoadScripts(html);
  expect(scripts.length, `${path} loads its code`).toBeGreaterThan(3);
  let total = 0;
  for (const script of scripts) {
    const sent = await sentBytes(`${baseURL}${script}`);
    // Files too small to gain from it are sent as they are.
    expect([script, sent.status]).toEqual([script, 200]);
    if (sent.bytes > 1024) expect([script, sent.encoding]).toEqual([script, 'gzip']);
    total += sent.bytes;
  }
  return total;
}

test.describe('first-load JavaScript', { tag: '@desktop' }, () => {
  test('every page loads at most 80 KB of gzipped JavaScript before it is interactive', async ({
    request,
    baseURL,
  }) => {
    for (const entry of PAGES) {
      for (const locale of ['fr', 'en'] as const) {
        const path = localePath(entry.path, locale);
        const total = await firstLoadBytes(request, baseURL, path);
        expect(total, `${path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
      }
    }
  });

  test('every screen of the customer app loads at most 100 KB of it', async ({ request, baseURL }) => {
    for (const screen of SCREENS) {
      for (const locale of ['fr', 'en'] as const) {
        const path = localePath(screen.path, locale);
        const total = await firstLoadBytes(request, baseURL, path);
        expect(total, `${path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
          APP_FIRST_LOAD_JS_BUDGET,
        );
      }
    }
  });
});
