import { z } from 'zod';

/**
 * Zod compiles a fast parser for each object schema with `new Function` when the page allows it, and finds out by
 * trying: under the dashboard's Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as a
 * violation on every page load (decision 052). Told it may not, it never tries and parses the same way, without the
 * compiled shortcut. Imported before anything that builds a schema (main.tsx's first import).
 */
z.config({ jitless: true });
