import { useEffect } from 'react';

/**
 * Registers the app's service worker (written by the build: scripts/app-shell.ts), which keeps the screens' shell
 * for when the network is gone and never caches the API's answers. Where the browser has none, the app works the
 * same, online.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Not installable here (a private window, an old browser): the app itself is unaffected.
    });
  }, []);
}
