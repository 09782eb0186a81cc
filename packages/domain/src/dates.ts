import type { OneXPayCountryCode } from './reference/countries.ts';

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

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `epochMs`'s parts by the formatter of `locale` and `options`, made once (making one costs far more than using
 * it). What is not a date is Intl's RangeError.
 */
function partsOf(
  epochMs: number,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const key = locale + JSON.stringify(options);
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(epochMs).map((part) => [part.type, part.value]));
}

/** How far `timeZone`'s clocks are ahead of UTC at `epochMs`, in minutes: Cotonou 60, Abidjan 0, Paris 60 or 120. */
export function utcOffsetMinutes(epochMs: number, timeZone: string): number {
  // 'GMT+01:00', 'GMT-03:30'; 'GMT' or 'GMT+00:00' at zero.
  const name = partsOf(epochMs, 'en-US', { timeZone, timeZoneName: 'longOffset' }).timeZoneName ?? '';
  const [, sign, hours, minutes] = /([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
  return sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The zone's offset at `epochMs` as people write it: 'UTC+1', 'UTC+0', 'UTC+5:30', 'UTC−3:30' (CLDR's French short
 * form, with a true minus sign; browsers and Node write it alike, and it costs the app's bundle no code of its own).
 */
export function utcOffset(epochMs: number, timeZone: string): string {
  return partsOf(epochMs, 'fr-FR', { timeZone, timeZoneName: 'shortOffset' }).timeZoneName ?? 'UTC';
}

/**
 * Whether a time shown in `timeZone` must name its own offset: its offset is not the one the zone has at `nowMs`
 * (across a daylight-saving change), so a caption naming the zone's offset today would mislead. Both apps ask it.
 */
export function offsetDiffersFromNow(epochMs: number, timeZone: string, nowMs = Date.now()): boolean {
  return utcOffset(epochMs, timeZone) !== utcOffset(nowMs, timeZone);
}

/**
 * The zone as a screen names it where two people compare times, with its offset at `epochMs`: 'Porto-Novo (UTC+1)',
 * 'Abidjan (UTC+0)', 'Paris (UTC+2)' in summer; only the offset for a zone with no city ('UTC+0' for 'UTC' or
 * 'Etc/UTC'). The city is the zone's own (the last part of its IANA name, accent put back: Lomé), so Benin's zone
 * says Porto-Novo.
 */
export function timeZoneName(timeZone: string, epochMs: number): string {
  const offset = utcOffset(epochMs, timeZone);
  const city = timeZone.startsWith('Etc/') ? undefined : /\/([^/]+)$/.exec(timeZone)?.[1];
  return city === undefined
    ? offset
    : `${timeZone === 'Africa/Lome' ? 'Lomé' : city.replaceAll('_', ' ')} (${offset})`;
}

/**
 * An instant in `timeZone`, in the style asked (see DateStyle): the one formatter of times for the API, the customer
 * app and the dashboard. Built from `formatToParts`, so the shape is exactly the one documented whatever the
 * engine's default patterns; 24-hour clock, midnight 00:00.
 */
export function formatDateTime(epochMs: number, options: DateTimeOptions): string {
  const { locale, timeZone, style = 'long' } = options;
  const p = partsOf(epochMs, INTL_LOCALE[locale], {
    timeZone,
    day: style === 'medium' || (style === 'long' && locale === 'en') ? 'numeric' : '2-digit',
    month: style === 'long' ? 'long' : style === 'medium' ? 'short' : '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const time = `${p.hour}:${p.minute}${options.seconds ? `:${p.second}` : ''}`;
  const text =
    style === 'numeric'
      ? `${p.day}/${p.month}/${p.year} ${time}`
      : `${p.day} ${p.month} ${p.year}${style === 'medium' ? ',' : locale === 'fr' ? ' à' : ' at'} ${time}`;
  return options.offset ? `${text} (${utcOffset(epochMs, timeZone)})` : text;
}

/** An instant as an export writes it: ISO 8601 in UTC to the millisecond, '2026-11-27T23:14:05.123Z'. */
export function formatIsoUtc(epochMs: number): string {
  return new Date(epochMs).toISOString();
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
  const p = partsOf(midnight, INTL_LOCALE[options.locale], {
    timeZone: 'UTC',
    day: 'numeric',
    month: options.month ?? 'short',
  });
  return `${p.day} ${p.month}`;
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
export const SERVICE_TIME_ZONES: Readonly<Record<OneXPayCountryCode, string>> = {
  BJ: 'Africa/Porto-Novo',
  BF: 'Africa/Ouagadougou',
  CI: 'Africa/Abidjan',
  ML: 'Africa/Bamako',
  SN: 'Africa/Dakar',
  TG: 'Africa/Lome',
  GA: 'Africa/Libreville',
};

/** The zone of a service country (any case), undefined for another country. */
export function timeZoneOfCountry(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return Object.hasOwn(SERVICE_TIME_ZONES, upper)
    ? SERVICE_TIME_ZONES[upper as OneXPayCountryCode]
    : undefined;
}
