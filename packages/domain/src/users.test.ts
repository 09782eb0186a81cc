import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatusKind } from './transaction-status.ts';
import {
  canMoveMoney,
  computeUserStats,
  deriveUser,
  inBlockedGroup,
  type RawUser,
  USER_AUTHENTICATION_STATUSES,
  type UserAuthenticationStatus,
} from './users.ts';

function rawUser(overrides: Partial<RawUser> = {}): RawUser {
  return {
    authorizationKey: 'ak_01',
    userUuid: 'u-1',
    firstName: 'Awa',
    lastName: 'Diallo',
    phoneNumber: '+221770000000',
    email: 'awa@example.sn',
    accountId1xBet: '123456789',
    registeredAt: Date.UTC(2026, 2, 5, 14, 7),
    isAdmin: false,
    userAuthenticationStatus: 'accepted',
    ...overrides,
  };
}

/** The viewer's zone: Dakar's is UTC+0 all year. */
const DAKAR = { timeZone: 'Africa/Dakar' };

describe('computeUserStats', () => {
  it('counts accepted and active as accepted; blocked, suspended and incomplete as blocked', () => {
    const statuses: UserAuthenticationStatus[] = [
      'pending',
      'pending',
      'accepted',
      'active',
      'active',
      'blocked',
      'transactionSuspended',
      'waitForInfoCompletion',
    ];
    const users = statuses.map((status, index) =>
      rawUser({ userUuid: `u-${index}`, userAuthenticationStatus: status, isAdmin: index < 3 }),
    );
    expect(computeUserStats(users)).toEqual({ total: 8, admins: 3, blocked: 3, pending: 2, accepted: 3 });
  });

  it('counts nothing in an empty list', () => {
    expect(computeUserStats([])).toEqual({ total: 0, admins: 0, blocked: 0, pending: 0, accepted: 0 });
  });

  it('puts every user in exactly one group and counts admins among them', () => {
    const user = fc.record({
      status: fc.constantFrom(...USER_AUTHENTICATION_STATUSES),
      isAdmin: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(user, { maxLength: 200 }), (drawn) => {
        const users = drawn.map(({ status, isAdmin }) =>
          rawUser({ userAuthenticationStatus: status, isAdmin }),
        );
        const stats = computeUserStats(users);
        expect(stats.total).toBe(users.length);
        expect(stats.accepted + stats.blocked + stats.pending).toBe(stats.total);
        expect(stats.admins).toBe(drawn.filter((u) => u.isAdmin).length);
      }),
    );
  });
});

describe('canMoveMoney', () => {
  it('lets accepted, active and documents-awaiting users move money, not pending (phone not verified), blocked or suspended ones', () => {
    expect(USER_AUTHENTICATION_STATUSES.filter(canMoveMoney)).toEqual([
      'accepted',
      'active',
      'waitForInfoCompletion',
    ]);
  });
  it('counts blocked, suspended and incomplete users in the blocked group, not pending ones', () => {
    expect(USER_AUTHENTICATION_STATUSES.filter(inBlockedGroup)).toEqual([
      'blocked',
      'transactionSuspended',
      'waitForInfoCompletion',
    ]);
  });
});

describe('deriveUser', () => {
  const transactions: { reference: string; senderUuid: string; status: StatusKind }[] = [
    { reference: 'T1', senderUuid: 'u-1', status: 'success' },
    { reference: 'T2', senderUuid: 'u-1', status: 'success' },
    { reference: 'T3', senderUuid: 'u-1', status: 'pending' },
    { reference: 'T4', senderUuid: 'u-1', status: 'error' },
    { reference: 'T5', senderUuid: 'u-1', status: 'blocked' },
    { reference: 'T6', senderUuid: 'u-2', status: 'success' },
    { reference: 'T7', senderUuid: 'u-2', status: 'error' },
  ];

  it("adds the name, the phone's country, the registration date and the status", () => {
    const user = deriveUser(rawUser(), [], DAKAR);
    expect(user).toMatchObject({
      userUuid: 'u-1',
      authorizationKey: 'ak_01',
      fullName: 'Awa Diallo',
      registrationDate: '05/03/2026 14:07',
      status: 'Active',
      transactionCounters: { total: 0, successful: 0, pending: 0, failed: 0, blocked: 0 },
      userTransactions: [],
    });
    expect(user.country?.countryCode).toBe('SN');
  });

  it("counts only the user's own transactions, by class", () => {
    const user = deriveUser(rawUser(), transactions, DAKAR);
    expect(user.transactionCounters).toEqual({ total: 5, successful: 2, pending: 1, failed: 1, blocked: 1 });
    expect(user.userTransactions.map((t) => t.reference)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    expect(deriveUser(rawUser({ userUuid: 'u-2' }), transactions, DAKAR).transactionCounters).toEqual({
      total: 2,
      successful: 1,
      pending: 0,
      failed: 1,
      blocked: 0,
    });
  });

  it('copes with what the server may send: no country, odd names, no date', () => {
    const user = deriveUser(
      rawUser({ phoneNumber: 'inconnu', firstName: '  Kofi ', lastName: '', registeredAt: Number.NaN }),
      [],
      DAKAR,
    );
    expect(user.country).toBeUndefined();
    expect(user.fullName).toBe('Kofi');
    expect(user.registrationDate).toBe('');
  });

  it("shows the registration date in the viewer's time zone", () => {
    expect(deriveUser(rawUser(), [], { timeZone: 'Africa/Porto-Novo' }).registrationDate).toBe(
      '05/03/2026 15:07',
    );
  });

  it('keeps the counters equal to the number of own transactions', () => {
    const transaction = fc.record({
      senderUuid: fc.constantFrom('u-1', 'u-2', 'u-3'),
      status: fc.constantFrom<StatusKind>('pending', 'success', 'blocked', 'error'),
    });
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 100 }), (list) => {
        const { transactionCounters: c } = deriveUser(rawUser(), list, DAKAR);
        expect(c.total).toBe(list.filter((t) => t.senderUuid === 'u-1').length);
        expect(c.successful + c.pending + c.failed + c.blocked).toBe(c.total);
      }),
    );
  });
});
