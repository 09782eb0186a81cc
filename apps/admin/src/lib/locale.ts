import { createContext, useContext } from 'react';
import type { Locale } from '../messages.ts';

/** The admin's language: French unless they chose English (kept in the browser). */
const KEY = '1xpay.admin.locale';

export function readLocale(): Locale {
  try {
    return localStorage.getItem(KEY) === 'en' ? 'en' : 'fr';
  } catch {
    return 'fr';
  }
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(KEY, locale);
}

export const LocaleContext = createContext<{ locale: Locale; setLocale: (locale: Locale) => void }>({
  locale: 'fr',
  setLocale: () => {},
});

export const useLocale = () => useContext(LocaleContext);
