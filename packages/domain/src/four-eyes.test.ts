import { describe, expect, it } from 'vitest';
import {
  TOUCHES_EVERYTHING,
  touchesOfFees,
  touchesOfGrant,
  touchesOfOperators,
  touchesOfRates,
  uncoveredTouches,
} from './four-eyes.ts';

const rule = (country: string, type: string, percent = '1') => ({
  type,
  country,
  operator: '*',
  percent,
  fixed: 0,
  currency: 'XOF',
});
const everyService = ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA'];

describe('what a four-eyes change touches', () => {
  it('fees: each rule added, removed or changed, `*` for a rule of every country', () => {
    const before = { fees: [rule('*', 'deposit'), rule('GA', 'withdrawal')], processorFees: [] };
    expect(touchesOfFees(before, before)).toEqual([]);
    expect(
      touchesOfFees(before, {
        fees: [rule('*', 'deposit', '2'), rule('GA', 'withdrawal')],
        processorFees: [rule('BJ', 'transfer')],
      }),
    ).toEqual([
      { country: '*', type: 'deposit' },
      { country: 'BJ', type: 'transfer' },
    ]);
    // Reordered rules change nothing; a malformed document touches everything.
    expect(touchesOfFees(before, { fees: [...before.fees].reverse(), processorFees: [] })).toEqual([]);
    expect(touchesOfFees(before, { fees: [{ type: 'nope' }] })).toEqual(TOUCHES_EVERYTHING);
  });

  it('rates and operators: every type of each country whose entry changed', () => {
    expect(
      touchesOfRates(
        { countries: [{ countryCode: 'GA', currency: 'XAF', rate: '1' }] },
        { countries: [{ countryCode: 'GA', currency: 'XAF', rate: '2' }] },
      ),
    ).toEqual([
      { country: 'GA', type: 'deposit' },
      { country: 'GA', type: 'transfer' },
      { country: 'GA', type: 'withdrawal' },
    ]);
    const operators = { countries: [{ country: 'BJ', currency: 'XOF', operators: [{ id: 'mtn' }] }] };
    expect(touchesOfOperators(operators, operators)).toEqual([]);
    expect(touchesOfOperators(operators, { countries: [] }).map(({ country }) => country)).toEqual([
      'BJ',
      'BJ',
      'BJ',
    ]);
  });

  it('rights: the pairs given or taken away', () => {
    expect(
      touchesOfGrant(
        { countries: ['GA'], allowedOperationsTypes: ['withdrawal'] },
        { countries: ['GA', 'BJ'], allowedOperationsTypes: ['withdrawal'] },
      ),
    ).toEqual([{ country: 'BJ', type: 'withdrawal' }]);
  });
});

describe('whether a grant covers it', () => {
  it('needs the type and the country, every service country for `*`; the master covers all', () => {
    const gabon = { countries: ['GA'], allowedOperationsTypes: ['withdrawal'] };
    expect(uncoveredTouches(gabon, [{ country: 'GA', type: 'withdrawal' }])).toEqual([]);
    expect(uncoveredTouches(gabon, [{ country: '*', type: 'withdrawal' }])).toHaveLength(1);
    expect(uncoveredTouches(gabon, [{ country: 'GA', type: 'deposit' }])).toHaveLength(1);
    const all = { countries: everyService, allowedOperationsTypes: ['deposit', 'withdrawal', 'transfer'] };
    expect(uncoveredTouches(all, TOUCHES_EVERYTHING)).toEqual([]);
    expect(uncoveredTouches(null, TOUCHES_EVERYTHING)).toEqual([]);
  });
});
