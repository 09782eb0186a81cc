import { formatDateTime } from './dates.ts';
import { type Country, findCountryByPhone } from './reference/countries.ts';
import type { StatusKind } from './transaction-status.ts';

export const USER_AUTHENTICATION_STATUSES = [
  'pending',
  'accepted',
  'active',
  'blocked',
  'transactionSuspended',
  'waitForInfoCompletion',
] as const;
export type UserAuthenticationStatus = (typeof USER_AUTHENTICATION_STATUSES)[number];

/** A user as the server lists it to the dashboard (§3). `authorizationKey` is a handle, never a credential. */
export type RawUser = {
  authorizationKey: string;
  userUuid: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  accountId1xBet: string | null;
  registeredAt: number;
  isAdmin: boolean;
  userAuthenticationStatus: UserAuthenticationStatus;
};

/** The three groups the dashboard's statistics count users in (§4). */
export type AuthenticationGroup = 'accepted' | 'blocked' | 'pending';

const groupOf: Readonly<Record<UserAuthenticationStatus, AuthenticationGroup>> = {
  pending: 'pending',
  accepted: 'accepted',
  active: 'accepted',
  blocked: 'blocked',
  transactionSuspended: 'blocked',
  waitForInfoCompletion: 'blocked',
};

export function authenticationGroup(status: UserAuthenticationStatus): AuthenticationGroup {
  return groupOf[status];
}

/**
 * §4.4's blocked group (blocked, suspended, information to complete): the statistics count them together, and none
 * of them uses admin powers.
 */
export function inBlockedGroup(status: UserAuthenticationStatus): boolean {
  return groupOf[status] === 'blocked';
}

/**
 * Who may create a payment: not a blocked or suspended account, and not `pending` either (the phone number is not
 * verified yet: the account pays once the code sent by SMS is entered, §4.4). A customer whose documents wait for
 * review or were sent back (`waitForInfoCompletion`) keeps paying at level 1 (issue 34), though the statistics
 * count them with the blocked group, as §4 says.
 */
export function canMoveMoney(status: UserAuthenticationStatus): boolean {
  return status !== 'blocked' && status !== 'transactionSuspended' && status !== 'pending';
}

export type UserStats = { total: number; admins: number; blocked: number; pending: number; accepted: number };

export function computeUserStats(users: readonly RawUser[]): UserStats {
  const stats: UserStats = { total: users.length, admins: 0, blocked: 0, pending: 0, accepted: 0 };
  for (const user of users) {
    if (user.isAdmin) stats.admins += 1;
    const group = groupOf[user.userAuthenticationStatus];
    if (group !== undefined) stats[group] += 1;
  }
  return stats;
}

export type UserTransaction = { senderUuid: string; status: StatusKind };

export type TransactionCounters = {
  total: number;
  successful: number;
  pending: number;
  failed: number;
  blocked: number;
};

export type DerivedUser<T extends UserTransaction = UserTransaction> = RawUser & {
  fullName: string;
  country: Country | undefined;
  /** Day/month/year with the time in the zone given, e.g. '01/01/2026 09:03'; '' when registeredAt is not a date. */
  registrationDate: string;
  transactionCounters: TransactionCounters;
  userTransactions: T[];
  status: 'Active';
};

/** Which counter a transaction of each class adds to (§3's derived user). */
export const COUNTER_OF_KIND: Readonly<Record<StatusKind, keyof TransactionCounters>> = {
  success: 'successful',
  pending: 'pending',
  error: 'failed',
  blocked: 'blocked',
};

/**
 * The dashboard's view of a user: name, country from the phone, registration date (in the viewer's `timeZone`,
 * decision 040), and their transactions.
 */
export function deriveUser<T extends UserTransaction>(
  raw: RawUser,
  transactions: readonly T[],
  options: { timeZone: string },
): DerivedUser<T> {
  const userTransactions = transactions.filter((transaction) => transaction.senderUuid === raw.userUuid);
  const transactionCounters: TransactionCounters = {
    total: 0,
    successful: 0,
    pending: 0,
    failed: 0,
    blocked: 0,
  };
  for (const transaction of userTransactions) {
    transactionCounters.total += 1;
    transactionCounters[COUNTER_OF_KIND[transaction.status]] += 1;
  }
  return {
    ...raw,
    fullName: [raw.firstName, raw.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    country: findCountryByPhone(raw.phoneNumber),
    registrationDate: Number.isFinite(raw.registeredAt)
      ? formatDateTime(raw.registeredAt, { locale: 'fr', timeZone: options.timeZone, style: 'numeric' })
      : '',
    transactionCounters,
    userTransactions,
    status: 'Active',
  };
}
