import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, isDecimal, multiply, parseDecimal, percentOf } from './decimal.ts';

describe('parseDecimal', () => {
  it('reads exact decimals written as text', () => {
    expect(parseDecimal('1.5')).toEqual({ units: 15n, scale: 1 });
    expect(parseDecimal('0.0195')).toEqual({ units: 195n, scale: 4 });
    expect(parseDecimal('12')).toEqual({ units: 12n, scale: 0 });
    expect(parseDecimal(' 2.50 ')).toEqual({ units: 250n, scale: 2 });
  });

  it.each(['', '-1', '1,5', '.5', '5.', '1e3', 'NaN', 'Infinity', '0x10', '1.2.3'])('refuses %j', (text) => {
    expect(() => parseDecimal(text)).toThrow(RangeError);
    expect(isDecimal(text)).toBe(false);
  });
});

describe('divideRounded', () => {
  it('rounds half up, down or up', () => {
    expect(divideRounded(7n, 2n, 'half-up')).toBe(4n);
    expect(divideRounded(5n, 4n, 'half-up')).toBe(1n);
    expect(divideRounded(7n, 2n, 'floor')).toBe(3n);
    expect(divideRounded(7n, 2n, 'ceil')).toBe(4n);
    expect(divideRounded(8n, 2n, 'ceil')).toBe(4n);
  });

  it('stays between floor and ceil, one apart at most, and half up is the nearest', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (n, d) => {
          const floor = divideRounded(n, d, 'floor');
          const ceil = divideRounded(n, d, 'ceil');
          const half = divideRounded(n, d, 'half-up');
          expect(floor * d <= n && n <= ceil * d).toBe(true);
          expect(ceil - floor <= 1n).toBe(true);
          const distance = (q: bigint) => (q * d > n ? q * d - n : n - q * d);
          expect(distance(half) <= distance(floor) && distance(half) <= distance(ceil)).toBe(true);
        },
      ),
    );
  });
});

describe('multiply and percentOf', () => {
  it('apply exact rates and percentages to integer amounts', () => {
    expect(multiply(10_000n, parseDecimal('0.0195'), 'floor')).toBe(195n);
    expect(percentOf(10_000n, parseDecimal('1.5'), 'half-up')).toBe(150n);
    expect(percentOf(333n, parseDecimal('1'), 'half-up')).toBe(3n);
    expect(percentOf(350n, parseDecimal('1'), 'half-up')).toBe(4n);
    expect(percentOf(10n ** 20n, parseDecimal('0.0001'), 'half-up')).toBe(10n ** 14n);
  });
});
