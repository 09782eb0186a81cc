import { describe, expect, it } from 'vitest';
import { identityLevel, limitMonth, maySendIdentityDocuments } from './levels.ts';

describe('identity levels', () => {
  it('is 2 once the identity is verified, and stays so while suspended or locked', () => {
    expect(identityLevel('accepted')).toBe(2);
    expect(identityLevel('transactionSuspended', 'accepted')).toBe(2);
    expect(identityLevel('blocked', 'accepted')).toBe(2);
    expect(identityLevel('transactionSuspended', 'active')).toBe(1);
    for (const status of ['pending', 'active', 'waitForInfoCompletion'] as const)
      expect(identityLevel(status)).toBe(1);
  });

  it('counts a month from its first day at midnight UTC to the next', () => {
    expect(limitMonth(new Date('2026-12-31T23:59:59Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(limitMonth(new Date('2026-02-01T00:00:00Z')).start).toEqual(new Date('2026-02-01T00:00:00Z'));
  });

  it('takes documents from a level-1 account whose phone is verified only', () => {
    expect(maySendIdentityDocuments('pending')).toBe(false);
    expect(maySendIdentityDocuments('active')).toBe(true);
    expect(maySendIdentityDocuments('waitForInfoCompletion')).toBe(true);
    expect(maySendIdentityDocuments('accepted')).toBe(false);
    expect(maySendIdentityDocuments('transactionSuspended')).toBe(false);
    expect(maySendIdentityDocuments('blocked')).toBe(false);
  });
});
