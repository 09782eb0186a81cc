import type { Locale } from '../../site/locale.ts';
import { type Catalogue, SHARED_MESSAGES } from '../../site/messages.ts';
import messages from '../app.messages.ts';

/**
 * The app's texts over the site's shared ones, in a language. In the browser, `app.messages.ts` brings only the texts
 * the whole app uses, and each screen's route module brings its own (scripts/app-texts.ts, decision 060) through
 * `addScreenTexts` before the screen is drawn; the prerender and the tests have the whole catalogue from the start.
 */
const screenTexts: Record<Locale, Catalogue>[] = [];
const made: Partial<Record<Locale, { count: number; catalogue: Catalogue }>> = {};

/** A screen's own texts, from its route module (the build adds the call). */
export function addScreenTexts(texts: Record<Locale, Catalogue>): void {
  screenTexts.push(texts);
}

/**
 * The catalogue for `locale`, the same object until a screen adds texts: a new object on each render would make the
 * formatter start over.
 */
export function appCatalogue(locale: Locale): Catalogue {
  const last = made[locale];
  if (last !== undefined && last.count === screenTexts.length) return last.catalogue;
  const catalogue = Object.assign(
    {},
    SHARED_MESSAGES[locale],
    messages[locale],
    ...screenTexts.map((texts) => texts[locale]),
  ) as Catalogue;
  made[locale] = { count: screenTexts.length, catalogue };
  return catalogue;
}
