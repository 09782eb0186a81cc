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

/** Where the first string holding U+0000 is (`body.references.2`, a key included), or undefined. */
function pathToNull(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (key.includes('\u0000')) return at;
    const found = pathToNull(child, at);
    if (found !== undefined) return found;
  }
  return undefined;
}
