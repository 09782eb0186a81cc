import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a page of the site (decision 021): scripts and styles from this origin only, plus
 * the page's own inline scripts and styles, each allowed by its hash. React Router's prerender writes a few inline
 * scripts in every page (the router's context, the module loader, React's streaming helpers) and React writes the
 * tooltips' offset as a style attribute; nothing else inline is allowed, and nothing may frame the site.
 */

/** An element's raw text: the HTML tokenizer ends a script (or style) at the first `</script` (or `</style`). */
export const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;
const HAS_SOURCE = /\ssrc\s*=/i;

/** The character references React writes in attribute values, decoded as the browser does before hashing. */
function attributeValue(raw: string): string {
  return raw.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|lt|gt|apos));/gi,
    (reference, hex, decimal, name) => {
      if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (decimal !== undefined) return String.fromCodePoint(Number(decimal));
      const named: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
      return named[String(name).toLowerCase()] ?? reference;
    },
  );
}

/** A CSP hash source: the base64 SHA-256 of the text's UTF-8 bytes, as browsers compute it. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/** The policy of one page: what its HTML holds inline, by hash. */
export function pagePolicy(html: string): string {
  const scripts = unique(
    [...html.matchAll(INLINE_SCRIPT)]
      .filter(([, attributes = '']) => !HAS_SOURCE.test(attributes))
      .map(([, , text = '']) => hashSource(text)),
  );
  const markup = html.replace(INLINE_SCRIPT, '');
  const styleElements = [...markup.matchAll(INLINE_STYLE)].map(([, text = '']) => hashSource(text));
  const styleAttributes = [...markup.matchAll(STYLE_ATTRIBUTE)].map(([, raw = '']) =>
    hashSource(attributeValue(raw)),
  );
  const styles = unique([...styleElements, ...styleAttributes]);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    // 'unsafe-hashes' lets a hash allow a style attribute (not only a <style> element): still only those values.
    ["style-src 'self'", ...(styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []), ...styles].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
