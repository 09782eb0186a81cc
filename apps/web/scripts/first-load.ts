/**
 * The scripts a prerendered page loads before it is interactive: its module preloads and script tags, and the
 * modules its inline entry imports. The site's JavaScript budget is their gzipped size (e2e/budget.spec.ts,
 * bench/lighthouse).
 */
export function firstLoadScripts(html: string): string[] {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1] ?? '');
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1] ?? '');
  return [...scripts];
}
