import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFee, type FeeRule, findFeeRule, quote } from './fees.ts';

const rule = (overrides: Partial<FeeRule>): FeeRule => ({
  type: 'deposit',
  country: '*',
  operator: '*',
  percent: '1',
  fixed: 0,
  currency: 'XOF',
  ...overrides,
});

describe('findFeeRule', () => {
  const rules = [
    rule({ percent: '1' }),
    rule({ operator: 'wave', percent: '0.8' }),
    rule({ country: 'SN', percent: '0.9' }),
    rule({ country: 'SN', operator: 'wave', percent: '0.5' }),
    rule({ type: 'transfer', percent: '2', fixed: 100 }),
  ];

  it('takes the most specific rule: country and operator, then country, then operator, then any', () => {
    const xof = { currency: 'XOF' };
    expect(findFeeRule(rules, { type: 'deposit', country: 'SN', operator: 'wave', ...xof })?.percent).toBe(
      '0.5',
    );
    expect(findFeeRule(rules, { type: 'deposit', country: 'SN', operator: 'orange', ...xof })?.percent).toBe(
      '0.9',
    );
    expect(findFeeRule(rules, { type: 'deposit', country: 'CI', operator: 'wave', ...xof })?.percent).toBe(
      '0.8',
    );
    expect(findFeeRule(rules, { type: 'deposit', country: 'CI', operator: 'mtn', ...xof })?.percent).toBe(
      '1',
    );
    expect(findFeeRule(rules, { type: 'transfer', country: 'CI', operator: 'mtn', ...xof })?.fixed).toBe(100);
    expect(
      findFeeRule(rules, { type: 'withdrawal', country: 'CI', operator: 'mtn', ...xof }),
    ).toBeUndefined();
  });

  it('applies a rule only to payments in its own currency: 100 XOF is never charged as 100 cents of EUR', () => {
    const byCurrency = [
      rule({ percent: '1', fixed: 100, currency: 'XOF' }),
      rule({ operator: 'airtel', percent: '2', fixed: 50, currency: 'XAF' }),
    ];
    const gabon = { type: 'deposit', country: 'GA', currency: 'XAF' };
    expect(findFeeRule(byCurrency, { ...gabon, operator: 'airtel' })?.fixed).toBe(50);
    // The catch-all rule is in XOF: it does not apply to a payment in XAF, nor in EUR.
    expect(findFeeRule(byCurrency, { ...gabon, operator: 'moov' })).toBeUndefined();
    expect(findFeeRule(byCurrency, { ...gabon, operator: 'moov', currency: 'EUR' })).toBeUndefined();
    expect(findFeeRule(byCurrency, { ...gabon, operator: 'moov', currency: 'XOF' })?.fixed).toBe(100);
  });
});

describe('computeFee', () => {
  it('rounds the percentage half up to the minor unit and adds the fixed part', () => {
    expect(computeFee(10_000n, rule({ percent: '1.5' }))).toBe(150n);
    expect(computeFee(250n, rule({ percent: '1' }))).toBe(3n);
    expect(computeFee(249n, rule({ percent: '1' }))).toBe(2n);
    expect(computeFee(5_000n, rule({ percent: '2', fixed: 100 }))).toBe(200n);
    expect(computeFee(5_000n, undefined)).toBe(0n);
  });
});

describe('quote', () => {
  const fees = [rule({ percent: '1' }), rule({ type: 'transfer', percent: '2', fixed: 100 })];
  const rates = [
    { countryCode: 'BJ', currency: 'XOF', rate: '1' },
    { countryCode: 'GA', currency: 'XAF', rate: '1' },
    { countryCode: 'GH', currency: 'GHS', rate: '0.0193' },
    { countryCode: 'FR', currency: 'EUR', rate: '0.001524' },
  ];

  it('charges no fee on a payment in a currency no rule covers', () => {
    expect(
      quote({ amount: 10_000n, type: 'deposit', country: 'GA', operator: 'moov', currency: 'XAF', fees }),
    ).toEqual({ amount: 10_000n, fees: 0n, total: 10_000n, currency: 'XAF' });
    expect(
      quote({ amount: 10_000n, type: 'transfer', country: 'FR', operator: 'mtn', currency: 'EUR', fees }),
    ).toEqual({ amount: 10_000n, fees: 0n, total: 10_000n, currency: 'EUR' });
  });

  it('adds the fees on top of the amount', () => {
    expect(
      quote({ amount: 10_000n, type: 'deposit', country: 'BJ', operator: 'mtn', currency: 'XOF', fees }),
    ).toEqual({
      amount: 10_000n,
      fees: 100n,
      total: 10_100n,
      currency: 'XOF',
    });
  });

  it('converts a transfer across currencies, rounding down what arrives', () => {
    const base = {
      amount: 10_000n,
      type: 'transfer',
      country: 'BJ',
      operator: 'mtn',
      currency: 'XOF',
      fees,
      rates,
    };
    expect(quote({ ...base, beneficiaryCountry: 'GH' })).toEqual({
      amount: 10_000n,
      fees: 300n,
      total: 10_300n,
      currency: 'XOF',
      rate: '0.0193',
      receivedAmount: 19_300n,
      receivedCurrency: 'GHS',
    });
    expect(quote({ ...base, beneficiaryCountry: 'FR' })).toMatchObject({
      receivedAmount: 1_524n,
      receivedCurrency: 'EUR',
    });
    expect(quote({ ...base, amount: 999n, beneficiaryCountry: 'FR' })).toMatchObject({
      receivedAmount: 152n,
    });
    expect(quote({ ...base, beneficiaryCountry: 'GA' })).toMatchObject({
      rate: '1',
      receivedAmount: 10_000n,
      receivedCurrency: 'XAF',
    });
    expect(quote({ ...base, beneficiaryCountry: 'BJ' })).not.toHaveProperty('receivedAmount');
  });

  it('never promises more than the exact conversion, and never loses a whole minor unit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), (amount) => {
        const result = quote({
          amount,
          type: 'transfer',
          country: 'BJ',
          operator: 'mtn',
          currency: 'XOF',
          fees,
          rates,
          beneficiaryCountry: 'FR',
        });
        // exact: amount XOF × 0.001524 EUR/XOF × 100 cents/EUR = amount × 0.1524 cents
        const exactTimes10k = amount * 1524n;
        const received = (result.receivedAmount ?? 0n) * 10_000n;
        expect(received <= exactTimes10k && exactTimes10k - received < 10_000n).toBe(true);
        expect(result.total).toBe(result.amount + result.fees);
        expect(result.fees >= 100n).toBe(true);
      }),
    );
  });
});
