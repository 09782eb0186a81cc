import { formatDate } from '@1xpay/domain';
import { useLocale } from './text.ts';

/** `DD MMMM YYYY à HH:mm` (§9), in the reader's language. */
export function useDate(): (epochMs: number) => string {
  const locale = useLocale();
  return (epochMs) =>
    locale === 'fr'
      ? formatDate(epochMs)
      : new Intl.DateTimeFormat('en-GB', {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'Africa/Abidjan',
        }).format(epochMs);
}
