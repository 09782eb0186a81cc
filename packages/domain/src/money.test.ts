import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, minorToDecimalString, toMinorUnits } from './money.ts';

/** fr-FR separates groups with U+202F and the symbol with U+00A0; assertions read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats XOF by default, in French, without decimals', () => {
    expect(plain(formatMoney(1500))).toBe('1 500 F CFA');
    expect(plain(formatMoney(0))).toBe('0 F CFA');
    expect(plain(formatMoney(5))).toBe('5 F CFA');
    expect(plain(formatMoney(1_000_000n))).toBe('1 000 000 F CFA');
    expect(plain(formatMoney(-25_000))).toBe('-25 000 F CFA');
  });

  it('uses no-break spaces, so an amount never wraps', () => {
    expect(formatMoney(1500)).toBe('1\u202f500\u00a0F\u202fCFA');
  });

  it('reads other currencies in their minor units', () => {
    expect(plain(formatMoney(123_456, 'EUR'))).toBe('1 234,56 €');
    expect(plain(formatMoney(5, 'EUR'))).toBe('0,05 €');
    expect(plain(formatMoney(-5n, 'eur'))).toBe('-0,05 €');
    expect(plain(formatMoney(1_234_567, 'TND'))).toBe('1 234,567 TND');
    expect(plain(formatMoney(2_500, 'XAF'))).toBe('2 500 FCFA');
    expect(plain(formatMoney(100, 'JPY'))).toBe('100 JPY');
  });

  it('keeps every digit of amounts beyond the range of a float', () => {
    expect(plain(formatMoney(12_345_678_901_234_567_890_123n))).toBe('12 345 678 901 234 567 890 123 F CFA');
    expect(plain(formatMoney(9_007_199_254_740_993n, 'EUR'))).toBe('90 071 992 547 409,93 €');
  });

  it('refuses a float, a non-finite number and a malformed currency code rather than round', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(0.1 + 0.2, 'EUR')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53)).toThrow(RangeError);
    expect(() => formatMoney(100, 'francs')).toThrow(RangeError);
    expect(() => formatMoney(100, '')).toThrow(RangeError);
  });

  it('shows exactly the digits of any XOF amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (amount) => {
        const shown = formatMoney(amount);
        expect(shown.replace(/\D/g, '')).toBe((amount < 0n ? -amount : amount).toString());
        expect(shown.startsWith('-')).toBe(amount < 0n);
      }),
    );
  });

  it('shows any EUR amount with its two minor digits after the comma', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (cents) => {
        const [units, decimals] = plain(formatMoney(cents, 'EUR'))
          .replace(' €', '')
          .replace(/ /g, '')
          .split(',');
        expect(decimals).toBe((cents % 100n).toString().padStart(2, '0'));
        expect(units).toBe((cents / 100n).toString());
      }),
    );
  });

  it('agrees with the same number formatted by Intl wherever a number is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (amount) => {
        const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF' });
        expect(formatMoney(amount)).toBe(intl.format(amount));
      }),
    );
  });
});

describe('minor units', () => {
  it('writes the exact decimal text of an amount', () => {
    expect(minorToDecimalString(123_456n, 2)).toBe('1234.56');
    expect(minorToDecimalString(-5n, 2)).toBe('-0.05');
    expect(minorToDecimalString(7n, 3)).toBe('0.007');
    expect(minorToDecimalString(1500n, 0)).toBe('1500');
  });

  it('accepts integers only', () => {
    expect(toMinorUnits(1500)).toBe(1500n);
    expect(toMinorUnits(-3n)).toBe(-3n);
    expect(() => toMinorUnits(1.5)).toThrow(/entier/);
  });
});
