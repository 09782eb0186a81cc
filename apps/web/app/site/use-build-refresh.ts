import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  BUILD_CHECK_EVERY_MS,
  BUILD_PREFETCH_AFTER_MS,
  checkLatestBuild,
  hardNavigate,
  isChunkLoadError,
  isStale,
} from './build-refresh.ts';

/** §4 build refresh: check the latest build, reload on the next navigation when it changed, and on chunk errors. */
export function useBuildRefresh() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // <html data-new-build> says a newer build is out (the next navigation will load it).
    const check = () =>
      void checkLatestBuild().then((newer) => {
        if (newer) document.documentElement.dataset.newBuild = 'true';
      });
    const prefetch = setTimeout(check, BUILD_PREFETCH_AFTER_MS);
    const every = setInterval(check, BUILD_CHECK_EVERY_MS);
    const onClick = (event: MouseEvent) => {
      if (!isStale() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey)
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      if (anchor.pathname === window.location.pathname) return;
      if (hardNavigate(anchor.href)) event.preventDefault();
    };
    const onPreloadError = (event: Event) => {
      if (hardNavigate(window.location.href)) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) hardNavigate(window.location.href);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearTimeout(prefetch);
      clearInterval(every);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isStale() && pathname !== '') hardNavigate(window.location.href);
  }, [pathname]);
}
