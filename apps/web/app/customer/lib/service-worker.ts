import { useEffect } from 'react';

/**
 * Registers the app's service worker (written by the build: scripts/app-shell.ts), which keeps the screens' shell
 * for when the network is gone and never caches the API's answers. Where the browser has none, the app works the
 * same, online.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    registerServiceWorker().catch(() => {
      // Not installable here (a private window, an old browser): the app itself is unaffected.
    });
  }, []);
}

/** The app's service worker, registered (again: the browser keeps one registration) at the site's root. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
