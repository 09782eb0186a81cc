import { useEffect } from 'react';

/** `<html data-hydrated>` once the screen is alive: tests (and curious people) can tell. */
export function useDocumentHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
