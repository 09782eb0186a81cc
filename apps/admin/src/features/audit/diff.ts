/** One changed field of an audit entry: its path (`grant.countries`), the value before and after (JSON text). */
export type Change = { path: string; before: string | undefined; after: string | undefined };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const text = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/**
 * What an audit entry changed, field by field: objects are walked key by key (nested keys joined with dots);
 * anything else (a list, a number) is one value. Fields equal before and after are left out.
 */
export function diffOf(before: unknown, after: unknown, path = ''): Change[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffOf(before[key], after[key], path === '' ? key : `${path}.${key}`));
  }
  if (isObject(before) && after === undefined) return diffOf(before, {}, path);
  if (isObject(after) && before === undefined) return diffOf({}, after, path);
  if (text(before) === text(after)) return [];
  return [{ path: path === '' ? '—' : path, before: text(before), after: text(after) }];
}
