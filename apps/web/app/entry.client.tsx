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

await routerStateDecoded();
dropHoistedPreloads();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
