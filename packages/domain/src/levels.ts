import type { UserAuthenticationStatus } from './users.ts';

/**
 * Identity levels (issue 34, decision 058): level 1, the phone verified (`active`; `pending`, `waitForInfoCompletion`
 * and the statuses a suspended or locked account returns to alike), may pay 200,000 F CFA a month; level 2, the
 * identity verified from documents (`accepted`), 2,000,000. The figures are the catalogue's (the operators document:
 * `level1MonthlyMax`, `level2MonthlyMax`); these are their defaults.
 */
export type IdentityLevel = 1 | 2;

export const LEVEL_MONTHLY_DEFAULTS: Readonly<Record<IdentityLevel, number>> = {
  1: 200_000,
  2: 2_000_000,
};

/** The currency the level limits are written in; XOF and XAF count alike (both F CFA, one parity: decision 058). */
export const LEVEL_LIMIT_CURRENCY = 'XOF';

/**
 * The level of an account: 2 once its identity is verified (`accepted`), kept while its payments are suspended or
 * it is locked (the status it returns to says it); 1 otherwise.
 */
export function identityLevel(
  status: UserAuthenticationStatus,
  statusToReturnTo: string | null = null,
): IdentityLevel {
  if (status === 'accepted') return 2;
  if ((status === 'transactionSuspended' || status === 'blocked') && statusToReturnTo === 'accepted')
    return 2;
  return 1;
}

/** The start of the month a limit counts in (UTC, the time of Dakar and Abidjan: decision 058) and of the next one. */
export function limitMonth(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * May the customer send identity documents now: at level 1 with their phone verified (`active`), or when documents
 * were asked for (`waitForInfoCompletion`); not before the phone is verified, once verified, suspended or locked.
 */
export function maySendIdentityDocuments(status: UserAuthenticationStatus): boolean {
  return status === 'active' || status === 'waitForInfoCompletion';
}
