/**
 * Dates shown as 'DD MMMM YYYY à HH:mm' (§9), in French. The default time zone is that of most of the XOF zone
 * (GMT, no daylight saving); pass the viewer's zone where it is known (Benin and Niger are GMT+1).
 */
export const DEFAULT_TIME_ZONE = 'Africa/Abidjan';

export type DateFormatOptions = { seconds?: boolean; timeZone?: string };

type Part = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second';

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(epochMs: number, month: 'long' | '2-digit', options: DateFormatOptions): Record<Part, string> {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Date invalide : ${epochMs}.`);
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const key = `${month}|${timeZone}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      day: '2-digit',
      month,
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  const found: Record<Part, string> = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type in found) found[part.type as Part] = part.value;
  }
  return found;
}

function time(p: Record<Part, string>, seconds: boolean | undefined): string {
  return seconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
}

/** formatDate(Date.UTC(2026, 0, 1, 9, 3)) → '01 janvier 2026 à 09:03'; with seconds → '01 janvier 2026 à 09:03:00'. */
export function formatDate(epochMs: number, options: DateFormatOptions = {}): string {
  const p = parts(epochMs, 'long', options);
  return `${p.day} ${p.month} ${p.year} à ${time(p, options.seconds)}`;
}

/** Day/month/year with the time: '01/01/2026 09:03' (the dashboard's registration date). */
export function formatDateNumeric(epochMs: number, options: DateFormatOptions = {}): string {
  const p = parts(epochMs, '2-digit', options);
  return `${p.day}/${p.month}/${p.year} ${time(p, options.seconds)}`;
}
