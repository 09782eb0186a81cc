/**
 * Zod builds a fast parser for each object schema with `new Function` when the page allows it, and finds out by
 * trying as each schema is built: under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused
 * and reported as a violation in the console of every app screen whose chunk builds a schema (the forms, the
 * contract's shapes). Zod reads its settings from `globalThis.__zod_globalConfig` (shared by every copy of zod on
 * the page): set `jitless` there before any chunk builds a schema, without loading zod itself, and it never tries
 * (it parses the same way, without the compiled shortcut). The dashboard sets it with `z.config` (decision 052).
 * The browser entry's first import.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
