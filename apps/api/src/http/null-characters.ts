import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * PostgreSQL's text cannot hold U+0000: a query given one fails (22021) whatever it does, a 500. No field of the
 * API has a use for it, so a request that carries one anywhere (a path parameter, the query, the JSON body) is
 * refused here, once for every route, rather than by each schema. Runs before validation and after the route's
 * own authorization (onRequest).
 */
export async function refuseNullCharacters(request: FastifyRequest): Promise<void> {
  const field =
    pathToNull(request.params, 'params') ??
    pathToNull(request.query, 'query') ??
    pathToNull(request.body, 'body');
  if (field !== undefined) throw new AppError('bad_request', 'nullCharacter', { params: { field } });
}

/**
 * Where the first string holding U+0000 is (`body.references.2`, a key included), or undefined. Walked with a
 * stack of its own, depth first in the order of the keys, so that no nesting can exhaust the call stack (bodies
 * are also bounded in depth: json-body.ts).
 */
function pathToNull(root: unknown, rootPath: string): string | undefined {
  // Each entry: a value, where it is, and whether its key holds U+0000.
  const pending: [unknown, string, boolean][] = [[root, rootPath, false]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path, badKey] = next;
    if (badKey) return path;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    const entries = Object.entries(value);
    // Reversed onto the stack: the first child is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      pending.push([child, `${path}.${key}`, key.includes('\u0000')]);
    }
  }
  return undefined;
}
