import type { Locale } from '@1xpay/contract';
import type { CodePurpose } from './phone-codes.ts';

/**
 * The SMS that carries a one-time code (decision 056), French unless the caller asked in English. Each fits one SMS
 * whatever the brand (BRAND_NAME, at most 40 characters): at most 160 characters, written in the GSM 03.38 alphabet
 * (é, è, à and ù are in it; ’, « » and the narrow no-break space are not and would cut the limit to 70), so the
 * plain apostrophe and space are used on purpose here, unlike on screens.
 */
const TEXTS: Readonly<
  Record<Locale, Readonly<Record<CodePurpose, (brand: string, code: string) => string>>>
> = {
  fr: {
    verify: (brand, code) =>
      `${brand} : votre code de vérification est ${code}. Il expire dans 10 min. Ne le donnez à personne.`,
    change: (brand, code) =>
      `${brand} : code ${code} pour utiliser ce numéro sur votre compte. Il expire dans 10 min. Ne le donnez à personne.`,
    recover: (brand, code) =>
      `${brand} : code ${code} pour choisir un nouveau mot de passe. Valable 10 min. Pas demandé ? Ignorez ce SMS.`,
  },
  en: {
    verify: (brand, code) =>
      `${brand}: your verification code is ${code}. It expires in 10 min. Never share it with anyone.`,
    change: (brand, code) =>
      `${brand}: code ${code} to use this number on your account. It expires in 10 min. Never share it with anyone.`,
    recover: (brand, code) =>
      `${brand}: code ${code} to choose a new password. Valid 10 min. Did not ask for it? Ignore this SMS.`,
  },
};

export function codeText(purpose: CodePurpose, code: string, brand: string, locale: Locale): string {
  return TEXTS[locale][purpose](brand, code);
}
