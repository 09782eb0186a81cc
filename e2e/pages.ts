import type { Page } from '@playwright/test';

/** Waits until the prerendered page has come alive (the site marks <html data-hydrated="true">). */
export function hydrated(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
