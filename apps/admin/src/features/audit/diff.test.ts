import { describe, expect, it } from 'vitest';
import { diffOf } from './diff.ts';

describe('the audit entry diff', () => {
  it('lists only the fields that changed, nested keys joined with dots', () => {
    expect(
      diffOf(
        { userAuthenticationStatus: 'active', grant: { countries: ['BJ'], types: ['deposit'] }, same: 1 },
        {
          userAuthenticationStatus: 'blocked',
          grant: { countries: ['BJ', 'TG'], types: ['deposit'] },
          same: 1,
        },
      ),
    ).toEqual([
      { path: 'userAuthenticationStatus', before: '"active"', after: '"blocked"' },
      { path: 'grant.countries', before: '["BJ"]', after: '["BJ","TG"]' },
    ]);
  });

  it('shows added and removed fields, and whole values that are not objects', () => {
    expect(diffOf(null, { reason: 'Fraude' })).toEqual([
      { path: '—', before: 'null', after: '{"reason":"Fraude"}' },
    ]);
    expect(diffOf(undefined, { reason: 'Fraude' })).toEqual([
      { path: 'reason', before: undefined, after: '"Fraude"' },
    ]);
    expect(diffOf({ a: 1, b: 2 }, { a: 1 })).toEqual([{ path: 'b', before: '2', after: undefined }]);
    expect(diffOf(3, 3)).toEqual([]);
  });
});
