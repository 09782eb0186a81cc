import type { ChangedField } from '@1xpay/contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON text with object keys sorted: PostgreSQL's jsonb keeps no key order, so documents compare by this. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sameDocument(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * The leaves that differ between two JSON documents, by path (`fees.0.percent`): lists compare item by item at
 * the same index, an added leaf has no `before`, a removed one no `after`.
 */
export function diffDocuments(before: unknown, after: unknown, path = ''): ChangedField[] {
  const container = (value: unknown) => Array.isArray(value) || isRecord(value);
  if (container(before) && container(after) && Array.isArray(before) === Array.isArray(after)) {
    const a = before as Record<string, unknown>;
    const b = after as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    if (!Array.isArray(before)) keys.sort();
    else keys.sort((x, y) => Number(x) - Number(y));
    return keys.flatMap((key) => {
      const at = path === '' ? key : `${path}.${key}`;
      if (!(key in b)) return leaves(a[key], at, 'before');
      if (!(key in a)) return leaves(b[key], at, 'after');
      return diffDocuments(a[key], b[key], at);
    });
  }
  if (sameDocument(before, after)) return [];
  return [{ path, before, after }];
}

/** Every leaf of a value that only one side has. */
function leaves(value: unknown, path: string, side: 'before' | 'after'): ChangedField[] {
  if (Array.isArray(value) || isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length > 0) return entries.flatMap(([key, inner]) => leaves(inner, `${path}.${key}`, side));
  }
  return [side === 'before' ? { path, before: value } : { path, after: value }];
}
