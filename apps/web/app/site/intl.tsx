import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { BRAND } from './brand.ts';
import { type Locale, localeOfPath } from './locale.ts';
import { type Catalogue, type PageMessages, SHARED_MESSAGES } from './messages.ts';

const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/** The shared catalogue for a locale; a page adds its own with PageText. */
export function SiteIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={INTL_LOCALE[locale]} defaultLocale="fr-FR" messages={SHARED_MESSAGES[locale]}>
      {children}
    </IntlProvider>
  );
}

/** A page's own catalogue on top of the shared one, in the locale of the page's path. */
export function PageText({ messages, children }: { messages: PageMessages; children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <IntlProvider
      locale={INTL_LOCALE[locale]}
      defaultLocale="fr-FR"
      messages={{ ...SHARED_MESSAGES[locale], ...messages[locale] }}
    >
      {children}
    </IntlProvider>
  );
}

export type Translate = (id: string, values?: Record<string, string | number | Date>) => string;

/** `t(id, values)`: a message of the current catalogues, `{brand}` filled in. */
export function useText(): Translate {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, { brand: BRAND, ...values });
}

/** `{ title, text }` for each name, from the messages `{prefix}.{name}.title` and `{prefix}.{name}.text`. */
export function titledTexts(t: Translate, prefix: string, names: readonly string[]) {
  return names.map((name) => ({ title: t(`${prefix}.${name}.title`), text: t(`${prefix}.${name}.text`) }));
}

/** `xof(amount)`: an amount in francs CFA, formatted for the page's language (« 5 000 F CFA »). */
export function useXof(): (amount: number) => string {
  const intl = useIntl();
  return (amount) => intl.formatNumber(amount, { style: 'currency', currency: 'XOF' });
}

/** A message formatted outside React (page titles and descriptions in `meta`). */
export function formatOutside(catalogue: Catalogue, id: string, locale: Locale): string {
  const source = catalogue[id];
  if (source === undefined) throw new Error(`missing message ${id} (${locale})`);
  return String(new IntlMessageFormat(source, INTL_LOCALE[locale]).format({ brand: BRAND }));
}
