import type { ReactNode } from 'react';

/**
 * The page's `<html>` element. The browser bundle swaps this module for `browser/document-root.tsx`: Preact
 * (decision 011) hydrates the document from inside `<html>`, so there it renders only the head and body.
 */
export function DocumentRoot({ lang, children }: { lang: string; children: ReactNode }) {
  return <html lang={lang}>{children}</html>;
}
