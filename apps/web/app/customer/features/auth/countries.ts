import { COUNTRIES, type Country, ONE_X_PAY_COUNTRY_CODES } from '@1xpay/domain';
import type { Locale } from '../../../site/locale.ts';

export type CountryChoice = { code: string; name: string; flag: string; callingCode: number };

const SERVICE: ReadonlySet<string> = new Set(ONE_X_PAY_COUNTRY_CODES);

function nameIn(locale: Locale): (country: Country) => string {
  if (locale === 'fr') return (country) => country.countryName;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return (country) => names.of(country.countryCode) ?? country.countryName;
}

/**
 * The country picker's two groups: the service's countries first, then every other one, each sorted by its name in
 * the reader's language, with its flag and calling code.
 */
export function countryChoices(locale: Locale): { service: CountryChoice[]; others: CountryChoice[] } {
  const name = nameIn(locale);
  const collator = new Intl.Collator(locale);
  const choices = COUNTRIES.filter((country) => country.callingCode > 0)
    .map((country) => ({
      code: country.countryCode,
      name: name(country),
      flag: country.countryFlag,
      callingCode: country.callingCode,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    service: choices.filter((choice) => SERVICE.has(choice.code)),
    others: choices.filter((choice) => !SERVICE.has(choice.code)),
  };
}

/** A password's strength, for the hint beside the field: 0 weak … 3 strong. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 {
  if (password.length < 8) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const score =
    (password.length >= 12 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (kinds === 4 || password.length >= 16 ? 1 : 0);
  return Math.min(3, Math.max(1, score)) as 1 | 2 | 3;
}
