import { useLocation } from 'react-router';
import { useText } from '../../site/intl.tsx';
import { type Locale, localeOfPath, localePath } from '../../site/locale.ts';
import type messages from '../app.messages.ts';

/** `t(id)` for the app's catalogue (and the site's shared texts). */
export const useAppText = () => useText<typeof messages>();

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A default-locale path of the app in the current language: `/app/deposit` → `/en/app/deposit` in English. */
export function useAppPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(path, locale);
}

/** The sentences a form falls back on (lib/forms.ts serverErrors), in the reader's language. */
export function useFallbacks(): { generic: string; network: string } {
  const t = useAppText();
  return { generic: t('error.generic'), network: `${t('error.network.title')}. ${t('error.network.text')}` };
}
