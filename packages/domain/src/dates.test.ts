import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DateTimeOptions,
  formatDateTime,
  formatDay,
  formatIsoUtc,
  offsetDiffersFromNow,
  SERVICE_TIME_ZONES,
  startOfDay,
  timeZoneName,
  timeZoneOfCountry,
  utcOffset,
  utcOffsetMinutes,
} from './dates.ts';
import { ONE_X_PAY_COUNTRY_CODES } from './reference/countries.ts';

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

/** A payment made at 00:14:05 in Cotonou on 28 November 2026: 23:14:05Z the day before. */
const COTONOU_00_14 = Date.UTC(2026, 10, 27, 23, 14, 5, 123);
const fr = (timeZone: string, more: Partial<DateTimeOptions> = {}): DateTimeOptions => ({
  locale: 'fr',
  timeZone,
  ...more,
});

describe('formatDateTime', () => {
  it.each([
    // One instant, each zone its own wall clock.
    ['Cotonou (UTC+1): the 28th', COTONOU_00_14, 'Africa/Porto-Novo', '28 novembre 2026 à 00:14'],
    ['Abidjan (UTC+0): still the 27th', COTONOU_00_14, 'Africa/Abidjan', '27 novembre 2026 à 23:14'],
    ['Dakar (UTC+0)', COTONOU_00_14, 'Africa/Dakar', '27 novembre 2026 à 23:14'],
    ['Libreville (UTC+1)', COTONOU_00_14, 'Africa/Libreville', '28 novembre 2026 à 00:14'],
    ['Paris in winter (UTC+1)', COTONOU_00_14, 'Europe/Paris', '28 novembre 2026 à 00:14'],
    ['universal time', COTONOU_00_14, 'UTC', '27 novembre 2026 à 23:14'],
    // Paris moves its clocks on 29 March 2026 at 01:00Z (02:00 → 03:00) and on 25 October at 01:00Z (03:00 → 02:00).
    [
      'Paris, the last minute of winter time',
      Date.UTC(2026, 2, 29, 0, 59),
      'Europe/Paris',
      '29 mars 2026 à 01:59',
    ],
    [
      'Paris, the first minute of summer time',
      Date.UTC(2026, 2, 29, 1, 0),
      'Europe/Paris',
      '29 mars 2026 à 03:00',
    ],
    ['Paris, 02:30 summer time', Date.UTC(2026, 9, 25, 0, 30), 'Europe/Paris', '25 octobre 2026 à 02:30'],
    [
      'Paris, 02:30 again in winter time',
      Date.UTC(2026, 9, 25, 1, 30),
      'Europe/Paris',
      '25 octobre 2026 à 02:30',
    ],
    // Cotonou has no daylight saving: the same hour in July.
    ['Cotonou in July', Date.UTC(2026, 6, 1, 23, 14), 'Africa/Porto-Novo', '02 juillet 2026 à 00:14'],
  ])('%s', (_, epochMs, timeZone, expected) => {
    expect(formatDateTime(epochMs, fr(timeZone))).toBe(expected);
  });

  it("writes §9's 'DD MMMM YYYY à HH:mm', seconds on request, midnight 00:00", () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 9, 3), fr('UTC'))).toBe('01 janvier 2026 à 09:03');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 9, 3, 7), fr('UTC', { seconds: true }))).toBe(
      '01 janvier 2026 à 09:03:07',
    );
    expect(formatDateTime(Date.UTC(2026, 5, 1, 0, 0), fr('UTC'))).toBe('01 juin 2026 à 00:00');
  });

  it('has a medium and a numeric style, and English', () => {
    expect(formatDateTime(COTONOU_00_14, fr('Africa/Porto-Novo', { style: 'medium' }))).toBe(
      '28 nov. 2026, 00:14',
    );
    expect(formatDateTime(COTONOU_00_14, fr('Africa/Porto-Novo', { style: 'numeric', seconds: true }))).toBe(
      '28/11/2026 00:14:05',
    );
    const en = { locale: 'en', timeZone: 'Africa/Porto-Novo' } as const;
    expect(formatDateTime(COTONOU_00_14, en)).toBe('28 November 2026 at 00:14');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 9, 3), { ...en, timeZone: 'UTC' })).toBe(
      '1 January 2026 at 09:03',
    );
    expect(formatDateTime(COTONOU_00_14, { ...en, style: 'medium' })).toBe('28 Nov 2026, 00:14');
    expect(formatDateTime(COTONOU_00_14, { ...en, style: 'numeric' })).toBe('28/11/2026 00:14');
  });

  it('names the offset on request, so that the two 02:30 of 25 October in Paris differ', () => {
    expect(formatDateTime(Date.UTC(2026, 9, 25, 0, 30), fr('Europe/Paris', { offset: true }))).toBe(
      '25 octobre 2026 à 02:30 (UTC+2)',
    );
    expect(formatDateTime(Date.UTC(2026, 9, 25, 1, 30), fr('Europe/Paris', { offset: true }))).toBe(
      '25 octobre 2026 à 02:30 (UTC+1)',
    );
    expect(formatDateTime(COTONOU_00_14, fr('Africa/Abidjan', { style: 'medium', offset: true }))).toBe(
      '27 nov. 2026, 23:14 (UTC+0)',
    );
  });

  it('names every month in French, lower case', () => {
    MONTHS.forEach((month, index) => {
      expect(formatDateTime(Date.UTC(2027, index, 15, 12, 0), fr('UTC'))).toBe(`15 ${month} 2027 à 12:00`);
    });
  });

  it('refuses what is not a date, and a zone that does not exist', () => {
    expect(() => formatDateTime(Number.NaN, fr('UTC'))).toThrow(RangeError);
    expect(() => formatDateTime(Number.POSITIVE_INFINITY, fr('UTC'))).toThrow(RangeError);
    expect(() => formatDateTime(0, fr('Afrique/Cotonou'))).toThrow(RangeError);
  });

  it('in UTC, always has the shape DD MMMM YYYY à HH:mm and reads back to the same minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (epochMs) => {
        const match = /^(\d{2}) (\p{Ll}+) (\d{4}) à (\d{2}):(\d{2})$/u.exec(
          formatDateTime(epochMs, fr('UTC')),
        );
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

  it('in any zone, shows the UTC instant moved by the offset it names', () => {
    const zones = [
      'Africa/Porto-Novo',
      'Africa/Abidjan',
      'Europe/Paris',
      'America/Sao_Paulo',
      'Asia/Kolkata',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (epochMs, timeZone) => {
          const text = formatDateTime(epochMs, fr(timeZone, { style: 'numeric', seconds: true }));
          const [day, month, year, hour, minute, second] = (
            /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text) ?? []
          )
            .slice(1)
            .map(Number);
          expect(second).toBeDefined();
          const wall = Date.UTC(year ?? 0, (month ?? 0) - 1, day, hour, minute, second);
          const shifted = Math.floor(epochMs / 1000) * 1000 + utcOffsetMinutes(epochMs, timeZone) * 60_000;
          expect(wall).toBe(shifted);
        },
      ),
    );
  });
});

describe('utcOffsetMinutes and utcOffset', () => {
  it.each([
    ['Africa/Porto-Novo', COTONOU_00_14, 60, 'UTC+1'],
    ['Africa/Abidjan', COTONOU_00_14, 0, 'UTC+0'],
    ['Europe/Paris', COTONOU_00_14, 60, 'UTC+1'],
    ['Europe/Paris', Date.UTC(2026, 6, 14, 12), 120, 'UTC+2'],
    ['Asia/Kolkata', COTONOU_00_14, 330, 'UTC+5:30'],
    ['America/Sao_Paulo', COTONOU_00_14, -180, 'UTC−3'],
    ['America/St_Johns', COTONOU_00_14, -210, 'UTC−3:30'],
    ['UTC', COTONOU_00_14, 0, 'UTC+0'],
  ])('%s at %i: %i minutes, %s', (timeZone, epochMs, minutes, written) => {
    expect(utcOffsetMinutes(epochMs, timeZone)).toBe(minutes);
    expect(utcOffset(epochMs, timeZone)).toBe(written);
  });
});

describe('offsetDiffersFromNow', () => {
  const SUMMER = Date.UTC(2026, 6, 14, 12);
  it.each([
    ['Europe/Paris', COTONOU_00_14, SUMMER, true],
    ['Europe/Paris', SUMMER, SUMMER, false],
    ['Africa/Porto-Novo', COTONOU_00_14, SUMMER, false],
  ])('%s at %i seen at %i: %s', (timeZone, epochMs, nowMs, expected) => {
    expect(offsetDiffersFromNow(epochMs, timeZone, nowMs)).toBe(expected);
  });
});

describe('timeZoneName', () => {
  it.each([
    ['Africa/Porto-Novo', COTONOU_00_14, 'Porto-Novo (UTC+1)'],
    ['Africa/Abidjan', COTONOU_00_14, 'Abidjan (UTC+0)'],
    ['Europe/Paris', COTONOU_00_14, 'Paris (UTC+1)'],
    ['Europe/Paris', Date.UTC(2026, 6, 14, 12), 'Paris (UTC+2)'],
    ['America/Argentina/Buenos_Aires', COTONOU_00_14, 'Buenos Aires (UTC−3)'],
    ['Africa/Lome', COTONOU_00_14, 'Lomé (UTC+0)'],
    ['UTC', COTONOU_00_14, 'UTC+0'],
    ['Etc/UTC', COTONOU_00_14, 'UTC+0'],
    ['Etc/GMT-1', COTONOU_00_14, 'UTC+1'],
  ])('%s → %s', (timeZone, epochMs, expected) => {
    expect(timeZoneName(timeZone, epochMs as number)).toBe(expected);
  });
});

describe('formatIsoUtc', () => {
  it('writes ISO 8601 in UTC to the millisecond, whatever zone the instant was made in', () => {
    expect(formatIsoUtc(COTONOU_00_14)).toBe('2026-11-27T23:14:05.123Z');
    expect(formatIsoUtc(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(() => formatIsoUtc(Number.NaN)).toThrow(RangeError);
  });

  it('reads back to the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (epochMs) => {
        const text = formatIsoUtc(epochMs);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(Date.parse(text)).toBe(epochMs);
      }),
    );
  });
});

describe('formatDay', () => {
  it('names a calendar day, with no zone to shift it', () => {
    expect(formatDay('2026-11-25', { locale: 'fr' })).toBe('25 nov.');
    expect(formatDay('2026-11-25', { locale: 'fr', month: 'long' })).toBe('25 novembre');
    expect(formatDay('2026-11-01', { locale: 'en' })).toBe('1 Nov');
    expect(formatDay('2026-02-30', { locale: 'fr' })).toBeUndefined();
    expect(formatDay('hier', { locale: 'fr' })).toBeUndefined();
  });
});

describe('startOfDay', () => {
  it.each([
    ['2026-11-28', 'Africa/Porto-Novo', 0, Date.UTC(2026, 10, 27, 23)],
    ['2026-11-28', 'Africa/Porto-Novo', 1, Date.UTC(2026, 10, 28, 23)],
    ['2026-11-28', 'Africa/Abidjan', 0, Date.UTC(2026, 10, 28)],
    ['2026-12-31', 'UTC', 1, Date.UTC(2027, 0, 1)],
    // Paris's day of the spring change lasts 23 hours: it starts in winter time and ends in summer time.
    ['2026-03-29', 'Europe/Paris', 0, Date.UTC(2026, 2, 28, 23)],
    ['2026-03-29', 'Europe/Paris', 1, Date.UTC(2026, 2, 29, 22)],
    ['2026-10-25', 'Europe/Paris', 1, Date.UTC(2026, 9, 25, 23)],
  ])('%s in %s, %i day(s) later', (day, timeZone, addDays, expected) => {
    expect(startOfDay(day, timeZone, addDays)).toBe(expected);
  });

  it('gives nothing for what is not a day', () => {
    expect(startOfDay('2026-13-01', 'UTC')).toBeUndefined();
    expect(startOfDay('', 'UTC')).toBeUndefined();
  });
});

describe('timeZoneOfCountry', () => {
  it('gives the zone of each service country, in any case; none for another country', () => {
    expect(timeZoneOfCountry('bj')).toBe('Africa/Porto-Novo');
    expect(timeZoneOfCountry('CI')).toBe('Africa/Abidjan');
    expect(timeZoneOfCountry('FR')).toBeUndefined();
    expect(timeZoneOfCountry('toString')).toBeUndefined();
  });

  it('covers every service country with a zone that never changes its clocks: Benin and Gabon UTC+1', () => {
    expect(Object.keys(SERVICE_TIME_ZONES).sort()).toEqual([...ONE_X_PAY_COUNTRY_CODES].sort());
    for (const [country, timeZone] of Object.entries(SERVICE_TIME_ZONES)) {
      const january = utcOffsetMinutes(Date.UTC(2026, 0, 15), timeZone);
      expect(utcOffsetMinutes(Date.UTC(2026, 6, 15), timeZone)).toBe(january);
      expect(january).toBe(country === 'BJ' || country === 'GA' ? 60 : 0);
    }
  });
});
