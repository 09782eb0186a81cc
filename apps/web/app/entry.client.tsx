import './zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default browser entry, except that it waits for the prerendered page's router state before it
 * hydrates. On its first call `HydratedRouter` throws the promise of that state (before any hook) so that React
 * suspends at the root; the browser bundle runs on Preact's compatibility layer (decision 011), whose hydration
 * does not resume correctly from a suspension at the document's root. Calling it once here, outside any render,
 * gets the same promise to wait for; then hydration runs in one pass.
 */
async function routerStateDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * React's prerender hoists the module preloads that `<Scripts>` renders in the body into the head, ahead of the
 * stylesheet. Preact hydrates in document order by tag name, so it would take a preload for the stylesheet and drop
 * the stylesheet. The preloads have done their work by the time this module runs (every module of the page is
 * loaded), so they go, and the head is again what the page renders.
 */
function dropHoistedPreloads(): void {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
}

/** The rest of the work in a task of its own, so that the browser can paint and answer a tap in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A page's first `Intl` calls load the browser's locale data: some 35 ms on a cheap phone in all, which would
 * otherwise fall inside hydration's single long task. Each piece here runs in a task of its own before hydration.
 */
async function loadLocaleData(): Promise<void> {
  const locale = document.documentElement.lang || 'fr';
  const pieces = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => new Intl.PluralRules(locale).select(1),
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'XOF' }).format(1),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0),
  ];
  for (const piece of pieces) {
    piece();
    await nextTask();
  }
}

await routerStateDecoded();
dropHoistedPreloads();
await nextTask();
await loadLocaleData();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
