import { IntlMessageFormat } from 'intl-messageformat';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** One locale's messages: an ICU message (`{name}`, `{n, plural, …}`) by key. */
export type Catalogue = Readonly<Record<string, string>>;

/** A French catalogue's English: exactly its keys (a missing or extra one is a type error). */
export type Translation<French extends Catalogue> = Readonly<Record<keyof French, string>>;

/**
 * A catalogue in every locale (decision 013). French comes first, written `as const satisfies Catalogue`, and
 * names the keys; the English `satisfies Translation<typeof fr>`.
 */
export type Messages<French extends Catalogue> = { readonly fr: French; readonly en: Translation<French> };

export type MessageValues = Readonly<Record<string, string | number>>;

// Parsing costs far more than formatting, and the messages are the catalogues' own: a small, fixed set.
const parsed = new Map<string, IntlMessageFormat>();

/**
 * An ICU message with its values filled in and its plurals chosen by the locale's rules. A value is written as
 * is (`{n}` gives `1000`, never `1 000`), and `<` and `>` are plain text. Throws when a value is missing.
 */
export function formatMessage(message: string, locale: Locale, values: MessageValues = {}): string {
  const key = `${locale} ${message}`;
  let format = parsed.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    parsed.set(key, format);
  }
  return String(format.format(values));
}

/** The first of our languages in an Accept-Language-like list of tags, best first; undefined when none is. */
export function matchLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'fr' || language === 'en') return language;
  }
  return undefined;
}

/** The caller's language from an Accept-Language-like list of tags: French unless English comes first. */
export function pickLocale(preferred: readonly string[]): Locale {
  return matchLocale(preferred) ?? DEFAULT_LOCALE;
}
