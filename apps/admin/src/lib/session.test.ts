// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredAdmin, readStoredAdmin } from './session.ts';

afterEach(() => localStorage.clear());

describe('the admin kept in the browser (§5)', () => {
  it('is no session when missing, unreadable or without a uuid', () => {
    expect(readStoredAdmin()).toBeUndefined();
    for (const stored of ['{pas du json', 'null', '"texte"', '{}', '{"uuid":""}', '{"uuid":42}']) {
      localStorage.setItem('1xpay.admin', stored);
      expect([stored, readStoredAdmin()]).toEqual([stored, undefined]);
    }
  });

  it('is the admin when it has a uuid, until sign-out clears it', () => {
    localStorage.setItem('1xpay.admin', JSON.stringify({ uuid: 'u-1', firstName: 'Awa', isMaster: true }));
    expect(readStoredAdmin()).toMatchObject({ uuid: 'u-1', isMaster: true });
    clearStoredAdmin();
    expect(readStoredAdmin()).toBeUndefined();
  });
});
