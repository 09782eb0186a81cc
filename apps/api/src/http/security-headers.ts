import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once. Without a content policy (the API answers JSON; the
 * docs page, the site and the dashboard set their own) every header helmet writes is the same on every answer, so
 * there is no need to run its middleware per request as @fastify/helmet does (it builds a new helmet per request,
 * in two async hooks: a sixth of a short call's time, decision 033). Helmet stays the one that decides the headers.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be worked out ahead');
  return Object.freeze(headers);
}
