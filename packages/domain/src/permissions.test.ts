import { describe, expect, it } from 'vitest';
import { canSeeOperation, grantAllows, isOperationType, OPERATION_TYPES } from './permissions.ts';

describe('canSeeOperation', () => {
  const operation = { adminId: 'admin-a' };

  it('lets the master admin see every operation', () => {
    expect(canSeeOperation({ uuid: 'master', isMaster: true }, operation)).toBe(true);
    expect(canSeeOperation({ uuid: 'master', isMaster: true }, { adminId: '' })).toBe(true);
  });

  it('lets a regular admin see only the operations assigned to them', () => {
    expect(canSeeOperation({ uuid: 'admin-a', isMaster: false }, operation)).toBe(true);
    expect(canSeeOperation({ uuid: 'admin-b', isMaster: false }, operation)).toBe(false);
  });

  it('never matches an empty identity to an unassigned operation', () => {
    expect(canSeeOperation({ uuid: '', isMaster: false }, { adminId: '' })).toBe(false);
  });
});

describe('grantAllows', () => {
  const grant = {
    adminId: 'admin-a',
    countries: ['BJ', 'tg'],
    allowedOperationsTypes: ['deposit', 'transfer'],
  };

  it('allows a granted type in a granted country', () => {
    expect(grantAllows(grant, 'BJ', 'deposit')).toBe(true);
    expect(grantAllows(grant, 'TG', 'transfer')).toBe(true);
    expect(grantAllows(grant, 'bj', 'transfer')).toBe(true);
  });

  it('refuses another country, another type, or an empty grant', () => {
    expect(grantAllows(grant, 'CI', 'deposit')).toBe(false);
    expect(grantAllows(grant, 'BJ', 'withdrawal')).toBe(false);
    expect(grantAllows(grant, '', 'deposit')).toBe(false);
    expect(grantAllows({ countries: [], allowedOperationsTypes: [] }, 'BJ', 'deposit')).toBe(false);
  });

  it('compares operation types exactly', () => {
    expect(grantAllows(grant, 'BJ', 'Deposit')).toBe(false);
  });
});

describe('operation types', () => {
  it('are deposit, withdrawal and transfer', () => {
    expect(OPERATION_TYPES).toEqual(['deposit', 'withdrawal', 'transfer']);
    expect(isOperationType('withdrawal')).toBe(true);
    expect(isOperationType('refund')).toBe(false);
  });
});
