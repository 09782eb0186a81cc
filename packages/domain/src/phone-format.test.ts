import { describe, expect, it } from 'vitest';
import { formatMoneyWithCode } from './money.ts';
import { formatPhone, phoneText } from './phone-format.ts';

describe('formatPhone', () => {
  it('groups a number the way its country writes it', () => {
    expect(formatPhone('+2290166359527')).toBe('+229 01 66 35 95 27');
    expect(formatPhone('+22890123456')).toBe('+228 90 12 34 56');
    expect(formatPhone('+221771234567')).toBe('+221 77 123 45 67');
    expect(formatPhone('+2250707123456')).toBe('+225 07 07 12 34 56');
    expect(formatPhone('+237671234567')).toBe('+237 6 71 23 45 67');
  });

  it('reads 00…, spaced and national numbers (with their country)', () => {
    expect(formatPhone('002290166359527')).toBe('+229 01 66 35 95 27');
    expect(formatPhone('+229 0166 3595 27')).toBe('+229 01 66 35 95 27');
    expect(formatPhone('01 66 35 95 27', 'BJ')).toBe('+229 01 66 35 95 27');
    expect(formatPhone('90123456', 'TG')).toBe('+228 90 12 34 56');
  });

  it('groups by twos from the end where the length is unusual; another country’s number stays whole', () => {
    expect(formatPhone('+2299612345')).toBe('+229 9 61 23 45');
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatPhone('0015112345678')).toBe('+15112345678');
  });

  it('returns what is not a number as typed', () => {
    expect(formatPhone('abc')).toBe('abc');
    expect(formatPhone('0166359527')).toBe('0166359527');
  });

  it('keeps a number whole in a text', () => {
    expect(phoneText('+2290166359527')).toBe('+229\u00a001\u00a066\u00a035\u00a095\u00a027');
  });
});

describe('formatMoneyWithCode', () => {
  it('names the currency by its code, never broken inside', () => {
    expect(formatMoneyWithCode(25_000, 'XOF')).toBe('25\u202f000\u00a0XOF');
    expect(formatMoneyWithCode(25_600, 'XAF')).toBe('25\u202f600\u00a0XAF');
    expect(formatMoneyWithCode(123_456, 'EUR')).toBe('1\u202f234,56\u00a0EUR');
  });
});
