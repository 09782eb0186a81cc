import { type DateStyle, formatDateTime, offsetDiffersFromNow, timeZoneName } from '@1xpay/domain';
import { deviceTimeZone, TimeZoneContext } from '@1xpay/ui';
import { useCallback, useContext } from 'react';
import { useLocale } from './locale.ts';
import { useText } from './text.ts';

/**
 * The admin's time zone (decision 040): their browser's, read once. A test gives its own with `TimeZoneProvider`,
 * the one place the dashboard's zone comes from.
 */
export const TimeZoneProvider = TimeZoneContext.Provider;

/** The zone the admin's computer is set to ('Africa/Porto-Novo' in Cotonou): packages/ui's, shared with the app. */
export const browserTimeZone = deviceTimeZone;

export function useTimeZone(): string {
  return useContext(TimeZoneContext) ?? browserTimeZone();
}

/** How `date` writes a time: 'medium' by default ('28 nov. 2026, 00:14'); `offset` names it whatever the caption. */
export type DateTimeWay = { style?: DateStyle; seconds?: boolean; offset?: boolean };

/**
 * `date(ms, way)`: an instant in the admin's language and zone. A time whose offset is not the one the screen's
 * caption names (across a daylight-saving change) names its own: '… 14:00 (UTC+2)'. The same function while
 * language and zone stay the same (tables keep their columns).
 */
export function useDateTime(): (epochMs: number, way?: DateTimeWay) => string {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  return useCallback(
    (epochMs, { style = 'medium', seconds = false, offset = false } = {}) =>
      formatDateTime(epochMs, {
        locale,
        timeZone,
        style,
        seconds,
        offset: offset || offsetDiffersFromNow(epochMs, timeZone),
      }),
    [locale, timeZone],
  );
}

/** The admin's zone as named where times are compared: 'Porto-Novo (UTC+1)'. */
export function useTimeZoneName(): string {
  return timeZoneName(useTimeZone(), Date.now());
}

/**
 * « Fuseau horaire : Porto-Novo (UTC+1) », beside a list or at the top of a page of times: two admins in two
 * countries, or an admin and a customer on the phone, see the same instant at different hours.
 */
export function TimeZoneNote({ className = 'text-sm text-ink-600' }: { className?: string }) {
  const t = useText();
  return <p className={className}>{t('time.zone', { zone: useTimeZoneName() })}</p>;
}
