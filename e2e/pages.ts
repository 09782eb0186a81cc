import type { Page } from '@playwright/test';

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
