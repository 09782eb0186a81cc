import { parse } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { BRAND } from './brand.ts';
import { type CompiledMessage, formatCompiled } from './format-message.ts';
import { type Locale, localeOfPath } from './locale.ts';
import { type Catalogue, type PageMessages, SHARED_MESSAGES, type SharedKey } from './messages.ts';

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

type Values = Readonly<Record<string, string | number | Date>>;

/** `t(id, values)` for the ids of `Key`: an id no French catalogue in reach has is a type error. */
export type Translate<Key extends string = SharedKey> = (id: Key, values?: Values) => string;

/** The ids a page's `t` accepts: the shared texts' and those of its own French catalogue. */
export type TextKey<Messages extends PageMessages> = SharedKey | (keyof Messages['fr'] & string);

/**
 * `t(id, values)`: a message of the current catalogues, `{brand}` filled in. A page names its catalogue,
 * `useText<typeof messages>()`, to use its own ids; without it only the shared ones type-check.
 */
export function useText<Messages extends PageMessages = PageMessages<Record<never, string>>>(): Translate<
  TextKey<Messages>
> {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, { brand: BRAND, ...values });
}

// Texts that come in series are read by building their ids. Each helper states the ids it builds in its type, so
// a series longer than its catalogue, or a name the catalogue lacks, fails the typecheck like a plain `t(id)`.

/** `{ title, text }` for each name, from the messages `{prefix}.{name}.title` and `{prefix}.{name}.text`. */
export function titledTexts<Prefix extends string, Name extends string>(
  t: Translate<NoInfer<`${Prefix}.${Name}.title` | `${Prefix}.${Name}.text`>>,
  prefix: Prefix,
  names: readonly Name[],
): { title: string; text: string }[] {
  return names.map((name) => ({ title: t(`${prefix}.${name}.title`), text: t(`${prefix}.${name}.text`) }));
}

/** A fact table's `{ label, value }` for each name, from the messages `{prefix}.{name}` and `{prefix}.{name}.value`. */
export function factRows<Prefix extends string, Name extends string>(
  t: Translate<NoInfer<`${Prefix}.${Name}` | `${Prefix}.${Name}.value`>>,
  prefix: Prefix,
  names: readonly Name[],
): { label: string; value: string }[] {
  return names.map((name) => ({ label: t(`${prefix}.${name}`), value: t(`${prefix}.${name}.value`) }));
}

/** 1 | 2 | … | N. */
type OneTo<N extends number, Counted extends unknown[] = [unknown]> = Counted['length'] extends N
  ? N
  : Counted['length'] | OneTo<N, [...Counted, unknown]>;

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The messages `{prefix}1` … `{prefix}{count}`, in order, each formatted with `values`. */
export function numberedTexts<Prefix extends string, Count extends number>(
  t: Translate<NoInfer<`${Prefix}${OneTo<Count>}`>>,
  prefix: Prefix,
  count: Count,
  values?: Values,
): string[] {
  return oneTo(count).map((n) => t(`${prefix}${n}` as `${Prefix}${OneTo<Count>}`, values));
}

/**
 * A page's FAQ: the questions `faq.q1` … `faq.q{count}` and their answers `faq.a1` …, each answer formatted with
 * `answerValues` (the amounts the answers quote).
 */
export function faqItems<Count extends number>(
  t: Translate<NoInfer<`faq.q${OneTo<Count>}` | `faq.a${OneTo<Count>}`>>,
  count: Count,
  answerValues?: Values,
): { question: string; answer: string }[] {
  return oneTo(count).map((n) => ({
    question: t(`faq.q${n}` as `faq.q${OneTo<Count>}`),
    answer: t(`faq.a${n}` as `faq.a${OneTo<Count>}`, answerValues),
  }));
}

/** `xof(amount)`: an amount in francs CFA, formatted for the page's language (« 5 000 F CFA »). */
export function useXof(): (amount: number) => string {
  const intl = useIntl();
  return (amount) => intl.formatNumber(amount, { style: 'currency', currency: 'XOF' });
}

/**
 * A message formatted outside React (page titles and descriptions in `meta`). The builds hand it compiled; the unit
 * tests, which do not compile catalogues, as ICU text.
 */
export function formatOutside(catalogue: Catalogue, id: string, locale: Locale): string {
  const source: string | CompiledMessage | undefined = catalogue[id];
  if (source === undefined) throw new Error(`missing message ${id} (${locale})`);
  const compiled = typeof source === 'string' ? parse(source) : source;
  return formatCompiled(compiled, INTL_LOCALE[locale], { brand: BRAND });
}
