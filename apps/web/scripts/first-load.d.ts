/**
 * The scripts a prerendered page loads before it is interactive: its module preloads and script tags, and the
 * modules its inline entry imports. The site's JavaScript budget is their gzipped size (e2e/budget.spec.ts,
 * bench/lighthouse).
 */
export declare function firstLoadScripts(html: string): string[];
