/**
 * The error bodies most tests expect, written out word for word (not imported from http/messages.ts), so a
 * changed message fails the tests.
 */
export const NO_SESSION = {
  error: 'unauthorized',
  message: 'Session absente ou expirée : veuillez vous reconnecter.',
} as const;

export const FORBIDDEN = { error: 'forbidden', message: 'Cette action ne vous est pas permise.' } as const;

export const MASTER_ONLY = {
  error: 'forbidden',
  message: "Seul l'administrateur principal peut faire cette action.",
} as const;

/** A cookie-authenticated call that changes something, sent from another site (CSRF). */
export const FOREIGN_ORIGIN = {
  error: 'forbidden',
  message: 'Requête refusée : origine non autorisée.',
} as const;

/** A `user-uuid` header (or path) that names someone else than the session's user. */
export const USER_UUID_MISMATCH = {
  error: 'forbidden',
  message: "L'en-tête user-uuid ne correspond pas à la session.",
} as const;
