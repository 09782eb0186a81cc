import { formatDateTime, offsetDiffersFromNow, timeZoneName } from '@1xpay/domain';
import { DeviceTimeZone, useProvidedTimeZone } from '@1xpay/ui';
import type { ReactNode } from 'react';
import { useAppText, useLocale } from './text.ts';

/**
 * Gives the screens the reader's zone (decision 040; packages/ui's DeviceTimeZone, shared with the dashboard):
 * `zone` when one is given (tests), else the device's, once mounted. Its arrival redraws only what shows a time
 * (`children` is the same element).
 */
export function TimeZoneProvider({ zone, children }: { zone?: string; children: ReactNode }) {
  return <DeviceTimeZone zone={zone}>{children}</DeviceTimeZone>;
}

/** The reader's zone; undefined in the prerender and until the app is alive. */
export const useTimeZone = useProvidedTimeZone;

/**
 * An instant as `DD MMMM YYYY à HH:mm` (§9) in the reader's language and zone ('' until the zone is known). A time
 * whose offset is not the zone's today (across a daylight-saving change) names its own: '… 14:00 (UTC+2)'.
 */
export function useDate(): (epochMs: number) => string {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (epochMs) =>
    timeZone === undefined
      ? ''
      : formatDateTime(epochMs, {
          locale,
          timeZone,
          offset: offsetDiffersFromNow(epochMs, timeZone),
        });
}

/** The reader's zone as it is named beside times someone else may see: 'Porto-Novo (UTC+1)'; '' until known. */
export function useTimeZoneName(): string {
  const timeZone = useTimeZone();
  return timeZone === undefined ? '' : timeZoneName(timeZone, Date.now());
}

/** « Fuseau horaire : Porto-Novo (UTC+1) », under a list of times; nothing until the zone is known. */
export function TimeZoneNote() {
  const t = useAppText();
  const zone = useTimeZoneName();
  return zone === '' ? null : <p className="mt-1 text-sm text-ink-500">{t('time.zone', { zone })}</p>;
}
