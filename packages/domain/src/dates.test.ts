import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateNumeric } from './dates.ts';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

describe('formatDate', () => {
  it("shows 'DD MMMM YYYY à HH:mm' in French", () => {
    expect(formatDate(Date.UTC(2026, 0, 1, 9, 3))).toBe('01 janvier 2026 à 09:03');
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 59, 59))).toBe('31 décembre 2026 à 23:59');
  });

  it('adds the seconds on request', () => {
    expect(formatDate(Date.UTC(2026, 0, 1, 9, 3, 7), { seconds: true })).toBe('01 janvier 2026 à 09:03:07');
  });

  it('writes midnight 00:00, not 24:00', () => {
    expect(formatDate(Date.UTC(2026, 5, 1, 0, 0))).toBe('01 juin 2026 à 00:00');
  });

  it('names every month in French, lower case', () => {
    MONTHS.forEach((month, index) => {
      expect(formatDate(Date.UTC(2027, index, 15, 12, 0))).toBe(`15 ${month} 2027 à 12:00`);
    });
  });

  it("shows GMT by default (most of the XOF zone) and the viewer's zone on request", () => {
    const instant = Date.UTC(2026, 0, 1, 23, 30);
    expect(formatDate(instant)).toBe('01 janvier 2026 à 23:30');
    expect(formatDate(instant, { timeZone: 'Africa/Porto-Novo' })).toBe('02 janvier 2026 à 00:30');
    expect(formatDate(instant, { timeZone: 'Europe/Paris', seconds: true })).toBe(
      '02 janvier 2026 à 00:30:00',
    );
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
    expect(() => formatDate(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('always has the shape DD MMMM YYYY à HH:mm and reads back to the same minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (epochMs) => {
        const match = /^(\d{2}) (\p{Ll}+) (\d{4}) à (\d{2}):(\d{2})$/u.exec(formatDate(epochMs));
        expect(match).not.toBeNull();
        const [, day, month, year, hour, minute] = match ?? [];
        const date = new Date(epochMs);
        expect(Number(day)).toBe(date.getUTCDate());
        expect(MONTHS.indexOf(month ?? '')).toBe(date.getUTCMonth());
        expect(Number(year)).toBe(date.getUTCFullYear());
        expect(Number(hour)).toBe(date.getUTCHours());
        expect(Number(minute)).toBe(date.getUTCMinutes());
      }),
    );
  });
});

describe('formatDateNumeric', () => {
  it('shows day/month/year with the time', () => {
    expect(formatDateNumeric(Date.UTC(2026, 2, 5, 14, 7))).toBe('05/03/2026 14:07');
    expect(formatDateNumeric(Date.UTC(2026, 2, 5, 14, 7, 9), { seconds: true })).toBe('05/03/2026 14:07:09');
  });
});
