import { formatDateTime, offsetDiffersFromNow, timeZoneName } from '@1xpay/domain';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAppText, useLocale } from './text.ts';

/**
 * The reader's time zone (decision 040): their device's. The app's screens are prerendered at build time, where
 * there is no reader: the zone is read in the browser once the app is alive, so the prerendered HTML and the first
 * browser render agree (no time in either) and no time is ever written in the build machine's zone.
 */
const TimeZoneContext = createContext<string | undefined>(undefined);

/**
 * Gives the screens the reader's zone: `zone` when one is given (tests), else the device's as the browser reports
 * it ('Africa/Porto-Novo' in Cotonou), once mounted. Its arrival redraws only what shows a time (`children` is the
 * same element).
 */
export function TimeZoneProvider({ zone, children }: { zone?: string; children: ReactNode }) {
  const [device, setDevice] = useState<string>();
  useEffect(() => setDevice(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return <TimeZoneContext.Provider value={zone ?? device}>{children}</TimeZoneContext.Provider>;
}

/** The reader's zone; undefined in the prerender and until the app is alive. */
export const useTimeZone = () => useContext(TimeZoneContext);

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
