import type { OneXPayCountryCode } from './countries.ts';

/**
 * One rule for times (decision 040). An instant is stored and sent in UTC: a `timestamptz` in the database, epoch
 * milliseconds on the wire, ISO 8601 ending in `Z` in an export (`formatIsoUtc`). It is shown in a time zone the
 * caller names, never one chosen here: the customer app passes the device's, the dashboard the admin's browser's, a
 * text the server writes for a customer their country's (`timeZoneOfCountry`). Where two people compare times, the
 * screen names the zone too (`timeZoneName`). Pure: `Intl` is the language's own; nothing reads a clock or a setting.
 */

/** The languages times are written in. */
export type DateLocale = 'fr' | 'en';

/**
 * 'long': '28 novembre 2026 à 00:14' (§9's 'DD MMMM YYYY à HH:mm'), '28 November 2026 at 00:14';
 * 'medium': '28 nov. 2026, 00:14', '28 Nov 2026, 00:14'; 'numeric': '28/11/2026 00:14' in both.
 */
export type DateStyle = 'long' | 'medium' | 'numeric';

export type DateTimeOptions = {
  locale: DateLocale;
  /** An IANA zone ('Africa/Porto-Novo', 'Europe/Paris', 'UTC'): required, there is no default zone. */
  timeZone: string;
  style?: DateStyle;
  seconds?: boolean;
  /**
   * Adds the zone's offset at that instant, '… 14:00 (UTC+2)': for a time whose offset is not the one the screen's
   * caption names (a date across a daylight-saving change), or a time shown with no caption.
   */
  offset?: boolean;
};

const INTL_LOCALE: Record<DateLocale, string> = { fr: 'fr-FR', en: 'en-GB' };

type Part = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second';
type Parts = Record<Part, string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (found === undefined) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

function checked(epochMs: number): number {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Date invalide : ${epochMs}.`);
  return epochMs;
}

function partsOf(format: Intl.DateTimeFormat, epochMs: number): Parts {
  const found: Parts = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of format.formatToParts(epochMs)) {
    if (part.type in found) found[part.type as Part] = part.value;
  }
  return found;
}

/** The wall clock of `timeZone` at `epochMs`, as plain numbers. */
function wallClock(epochMs: number, timeZone: string): Record<Part, number> {
  const format = formatter(
    `wall|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      }),
  );
  const parts = partsOf(format, epochMs);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone`'s clocks are ahead of UTC at `epochMs`, in minutes: Cotonou 60, Abidjan 0, Paris 60 or 120. */
export function utcOffsetMinutes(epochMs: number, timeZone: string): number {
  const wall = wallClock(checked(epochMs), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** An offset as people write it: 'UTC+1', 'UTC+0', 'UTC+5:30', 'UTC−3' (a true minus sign, as ICU writes it). */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}

/** Cities an IANA name spells without their accents. */
const CITY_SPELLING: Readonly<Record<string, string>> = {
  'Africa/Lome': 'Lomé',
  'Africa/Sao_Tome': 'São Tomé',
};

const UNIVERSAL = /^(?:Etc\/)?(?:UTC|UCT|GMT|Universal|Zulu|Greenwich)(?:[+-]0)?$/i;

/**
 * The zone as a screen names it where two people compare times, with its offset at `epochMs`: 'Porto-Novo (UTC+1)',
 * 'Abidjan (UTC+0)', 'Paris (UTC+2)' in summer; 'UTC' for universal time; 'UTC+1' for a zone with no city
 * ('Etc/GMT-1'). The city is the zone's own (the last part of its IANA name, accents put back: Lomé), so Benin's
 * zone says Porto-Novo.
 */
export function timeZoneName(timeZone: string, epochMs: number): string {
  if (UNIVERSAL.test(timeZone)) return 'UTC';
  const offset = formatUtcOffset(utcOffsetMinutes(epochMs, timeZone));
  const slash = timeZone.lastIndexOf('/');
  if (slash < 0 || timeZone.startsWith('Etc/')) return offset;
  const city = CITY_SPELLING[timeZone] ?? timeZone.slice(slash + 1).replaceAll('_', ' ');
  return `${city} (${offset})`;
}

/**
 * An instant in `timeZone`, in the style asked (see DateStyle): the one formatter of times for the API, the customer
 * app and the dashboard. Built from `formatToParts`, so the shape is exactly the one documented whatever the
 * engine's default patterns; 24-hour clock, midnight 00:00.
 */
export function formatDateTime(epochMs: number, options: DateTimeOptions): string {
  const { locale, timeZone, style = 'long' } = options;
  const month = style === 'long' ? 'long' : style === 'medium' ? 'short' : '2-digit';
  const day = style === 'medium' || (style === 'long' && locale === 'en') ? 'numeric' : '2-digit';
  const format = formatter(
    `${locale}|${timeZone}|${month}|${day}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        timeZone,
        day,
        month,
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const p = partsOf(format, checked(epochMs));
  const time = options.seconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
  const text =
    style === 'numeric'
      ? `${p.day}/${p.month}/${p.year} ${time}`
      : style === 'medium'
        ? `${p.day} ${p.month} ${p.year}, ${time}`
        : `${p.day} ${p.month} ${p.year} ${locale === 'fr' ? 'à' : 'at'} ${time}`;
  return options.offset ? `${text} (${formatUtcOffset(utcOffsetMinutes(epochMs, timeZone))})` : text;
}

/** An instant as an export writes it: ISO 8601 in UTC to the millisecond, '2026-11-27T23:14:05.123Z'. */
export function formatIsoUtc(epochMs: number): string {
  return new Date(checked(epochMs)).toISOString();
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' as its UTC midnight, or undefined when it is no such day ('2026-02-30'). */
function utcMidnight(day: string, addDays = 0): number | undefined {
  const match = DAY.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, date);
  const back = new Date(midnight);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return undefined;
  }
  return midnight + addDays * 86_400_000;
}

/**
 * A calendar day (no zone: the overview's days, which the server counts in UTC) as '25 nov.' / '25 Nov' ('short')
 * or '25 novembre' / '25 November' ('long'). Undefined when `day` is not a day.
 */
export function formatDay(
  day: string,
  options: { locale: DateLocale; month?: 'short' | 'long' },
): string | undefined {
  const midnight = utcMidnight(day);
  if (midnight === undefined) return undefined;
  const month = options.month ?? 'short';
  return formatter(
    `day|${options.locale}|${month}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[options.locale], { timeZone: 'UTC', day: 'numeric', month }),
  ).format(midnight);
}

/**
 * The first instant of a calendar day 'YYYY-MM-DD' in `timeZone` (`addDays` later: 1 gives the end of a range that
 * includes the day), in epoch ms; undefined when `day` is not a day. Cotonou's 28 November starts at 23:00Z the
 * 27th.
 */
export function startOfDay(day: string, timeZone: string, addDays = 0): number | undefined {
  const wall = utcMidnight(day, addDays);
  if (wall === undefined) return undefined;
  // The offset at a first guess, then at the instant it gives (they differ when a clock change lies in between).
  const guess = wall - utcOffsetMinutes(wall, timeZone) * 60_000;
  return wall - utcOffsetMinutes(guess, timeZone) * 60_000;
}

/**
 * The zone of each service country: the one a text the server writes for a customer uses (it cannot know their
 * device's). Benin and Gabon are UTC+1, the others UTC+0; none changes its clocks.
 */
export const SERVICE_TIME_ZONES: Readonly<Record<OneXPayCountryCode, string>> = Object.freeze({
  BJ: 'Africa/Porto-Novo',
  BF: 'Africa/Ouagadougou',
  CI: 'Africa/Abidjan',
  ML: 'Africa/Bamako',
  SN: 'Africa/Dakar',
  TG: 'Africa/Lome',
  GA: 'Africa/Libreville',
});

/** The zone of a service country (any case), undefined for another country. */
export function timeZoneOfCountry(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return Object.hasOwn(SERVICE_TIME_ZONES, upper)
    ? SERVICE_TIME_ZONES[upper as OneXPayCountryCode]
    : undefined;
}
