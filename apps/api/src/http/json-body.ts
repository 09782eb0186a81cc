import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * The deepest a JSON body may nest (arrays and objects, one level each). No body of the API goes past a handful;
 * the bound keeps everything that walks a parsed body (validation, the null-character check, logging) far from the
 * call stack's limit: `[` × 400,000 used to reach them and answer 500.
 */
export const MAX_JSON_DEPTH = 400;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another, read once, left to right, with
 * no recursion (brackets inside strings do not count). Invalid JSON is the parser's business: only depth is told.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  // Fewer characters than the depth cannot reach it: most bodies are never scanned.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (empty and invalid bodies, `__proto__` and `constructor` refused as before), behind a
 * depth check: a body nested deeper than MAX_JSON_DEPTH is refused with 400 before it is parsed. Parsing comes
 * after the route's authorization (onRequest), so a caller without the right still gets 401/403 first.
 */
export function boundJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('bad_request', 'jsonTooDeep', { params: { max: MAX_JSON_DEPTH } }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
