import { z } from 'zod';

/**
 * Zod compiles a fast parser for each object schema with `new Function` when the page allows it, and finds out by
 * trying, as the schemas are built: under the app's Content-Security-Policy (no 'unsafe-eval') that try is refused
 * and reported as a violation the first time a form is checked (issue 33; the dashboard's reason, decision 052).
 * Told it may not, it never tries and parses the same way. Loaded before validate.ts and its schemas (forms.ts).
 */
z.config({ jitless: true });
