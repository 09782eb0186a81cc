import { type ReactNode, useLayoutEffect } from 'react';

/**
 * `app/components/document-root.tsx` in the browser bundle (decision 011). Preact renders into
 * `document.documentElement` when given the document, so the tree starts at `<head>` and `<body>`; the `lang`
 * attribute, which `<html>` would carry, follows the page's language here.
 */
export function DocumentRoot({ lang, children }: { lang: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <>{children}</>;
}
