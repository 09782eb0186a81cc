import type { Locale } from '@1xpay/contract';
import type { IdentityDecision } from '../common/identity-notices.ts';

/**
 * The SMS that tells a customer of a decision on their account (issue 34), French unless their device asked for
 * English. Like the codes' texts (auth/codes/code-texts.ts), each fits one SMS whatever the brand (at most 40
 * characters): at most 160 characters of the GSM 03.38 alphabet, so the plain apostrophe and space are used on purpose.
 * No reason is written: the app shows it to the account's owner, an SMS may be read by anyone holding the phone.
 * `max` is the level-2 monthly maximum in whole francs.
 */
const TEXTS: Readonly<
  Record<Locale, Readonly<Record<IdentityDecision, (brand: string, max: string) => string>>>
> = {
  fr: {
    accepted: (brand, max) =>
      `${brand} : votre identité est vérifiée. Vous pouvez payer jusqu'à ${max} F CFA par mois.`,
    moreInfo: (brand) =>
      `${brand} : vos pièces d'identité sont à compléter. Ouvrez l'application pour voir ce qui manque.`,
    rejected: (brand) =>
      `${brand} : vos pièces d'identité n'ont pas été acceptées. Ouvrez l'application pour voir pourquoi.`,
    suspended: (brand) =>
      `${brand} : les paiements de votre compte sont suspendus. Ouvrez l'application pour voir pourquoi.`,
    resumed: (brand) => `${brand} : vous pouvez de nouveau payer depuis votre compte.`,
  },
  en: {
    accepted: (brand, max) =>
      `${brand}: your identity is verified. You may now pay up to ${max} CFA francs a month.`,
    moreInfo: (brand) => `${brand}: your identity documents need more. Open the app to see what is missing.`,
    rejected: (brand) => `${brand}: your identity documents were not accepted. Open the app to see why.`,
    suspended: (brand) => `${brand}: payments from your account are suspended. Open the app to see why.`,
    resumed: (brand) => `${brand}: you may pay from your account again.`,
  },
};

/** Whole francs grouped by three with plain spaces (French) or commas (English): 2 000 000, 2,000,000. */
function grouped(francs: number, locale: Locale): string {
  return String(Math.trunc(francs)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'en' ? ',' : ' ');
}

export function decisionText(
  decision: IdentityDecision,
  brand: string,
  locale: Locale,
  maxFrancs: number,
): string {
  return TEXTS[locale][decision](brand, grouped(maxFrancs, locale));
}
