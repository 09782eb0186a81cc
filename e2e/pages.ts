import { expect, type Page } from '@playwright/test';

/** Waits until the prerendered page has come alive (the site marks <html data-hydrated="true">). */
export function hydrated(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * What hydration left of the prerendered page: one <html>, <head> and <body>; the stylesheet still there and
 * applied (Tailwind's `font-sans` on <body>, not the browser's serif); the same text in <main> as the HTML file.
 */
export function hydratedLikePrerendered(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const prerendered = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
    const text = (root: ParentNode) => root.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim();
    return {
      documents: document.querySelectorAll('html, head, body').length / 3,
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      styled: !/serif|times/i.test(getComputedStyle(document.body).fontFamily.split(',')[0] ?? ''),
      sameText: text(document) === text(prerendered),
    };
  }, path);
}

type Watched = Window & { cspViolations?: string[] };

/**
 * Collects what the page's Content-Security-Policy blocks: every `securitypolicyviolation` event (listened for
 * before the page's first script) and every console message about the policy. Call before `page.goto`.
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as Watched).cspViolations ?? ['the watcher did not run'])),
  ];
}

/** The violations a page's watcher saw (watchPolicy), for a test that injects one on purpose. */
export function policyViolations(page: Page) {
  return page.evaluate(() => (window as Watched).cspViolations);
}

/** The site's policy: its own scripts and the hashes of that page's inline ones, nothing else (decision 021). */
export function expectSitePolicy(header: string | undefined) {
  expect(header).toMatch(
    /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; style-src 'self'[^;]*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'$/,
  );
}
