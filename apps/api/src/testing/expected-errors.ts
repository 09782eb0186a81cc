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
