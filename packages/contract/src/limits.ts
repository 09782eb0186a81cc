// Limits of the wire that clients need without the schemas (a browser screen that must not load zod to know them).

/** The most references one /statuses or /admin/getOperations call takes. */
export const MAX_REFERENCES = 500;

/** A picture of identity document: at most 8 MB, at least 300 × 300 pixels, at most 8000 × 8000 (decision 057). */
export const IDENTITY_FILE_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  minSide: 300,
  maxSide: 8000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
