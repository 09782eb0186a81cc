// Limits of the wire that clients need without the schemas (a browser screen that must not load zod to know them).

/** The most references one /statuses or /admin/getOperations call takes. */
export const MAX_REFERENCES = 500;
