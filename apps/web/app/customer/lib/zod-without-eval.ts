import { z } from 'zod';

/**
 * Zod compiles a fast parser for each object schema with `new Function` when the page allows it, and finds out by
 * trying when the schema is built: under the app's Content-Security-Policy (no 'unsafe-eval') that try is refused
 * and reported as a violation the first time a form is checked. Told it may not, it never tries and parses the same
 * way (as the dashboard does). Loaded by forms.ts before validate.ts and the shared schemas.
 */
z.config({ jitless: true });
