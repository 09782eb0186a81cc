import { describe, expect, it } from 'vitest';
import { amountFromWire, amountToWire, decimalFromWire, decimalToWire, regroupAmount } from './numbers.ts';

describe('French decimals', () => {
  it('takes a comma or a point, with spaces, and sends the wire’s text', () => {
    expect(decimalToWire('1,5')).toBe('1.5');
    expect(decimalToWire(' 1.5 ')).toBe('1.5');
    expect(decimalToWire('0,019\u202f5')).toBe('0.0195');
    expect(decimalToWire('12')).toBe('12');
  });

  it('leaves what is no decimal for the schema to refuse', () => {
    expect(decimalToWire('1,5,3')).toBe('1.5,3');
    expect(decimalToWire('abc')).toBe('abc');
    expect(decimalToWire('')).toBe('');
  });

  it('shows the wire’s decimal with a comma', () => {
    expect(decimalFromWire('1.5')).toBe('1,5');
    expect(decimalFromWire('2')).toBe('2');
  });
});

describe('French amounts', () => {
  it('reads major units to integer minor units by the currency’s digits', () => {
    expect(amountToWire('1 000', 0)).toBe(1000);
    expect(amountToWire('2\u202f000\u202f000', 0)).toBe(2_000_000);
    expect(amountToWire('1,5', 2)).toBe(150);
    expect(amountToWire('1,05', 2)).toBe(105);
    expect(amountToWire('0', 0)).toBe(0);
  });

  it('leaves a sign, letters, too many decimals or too large a number as typed', () => {
    expect(amountToWire('-5', 0)).toBe('-5');
    expect(amountToWire('1,5', 0)).toBe('1,5');
    expect(amountToWire('dix', 0)).toBe('dix');
    expect(amountToWire('99999999999999999', 0)).toBe('99999999999999999');
    expect(amountToWire('', 0)).toBe('');
  });

  it('shows minor units grouped by thousands with a narrow no-break space', () => {
    expect(amountFromWire(2_000_000, 0)).toBe('2\u202f000\u202f000');
    expect(amountFromWire(150, 2)).toBe('1,50');
    expect(amountFromWire(5, 2)).toBe('0,05');
    expect(amountFromWire(100, 0)).toBe('100');
  });

  it('regroups what was typed once the cell is left, and only a valid amount', () => {
    expect(regroupAmount('3000000', 0)).toBe('3\u202f000\u202f000');
    expect(regroupAmount('3 000x', 0)).toBe('3 000x');
  });
});
