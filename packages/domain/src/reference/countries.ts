import { emojiFlag } from './flags.ts';
import { COUNTRY_ROWS, MAIN_COUNTRY_OF_CALLING_CODE } from './reference-data.ts';

/** A country of the static list (§3), names in French. */
export type Country = {
  countryCode: string;
  countryCodeLowerCase: string;
  countryName: string;
  callingCode: number;
  countryFlag: string;
  /** Continent, in French: Afrique, Amériques, Antarctique, Asie, Europe, Océanie. */
  region: string;
  depositSupported: boolean;
  chooseAsDepositCountry: boolean;
  /** The country's first currency (ISO 4217), null where it has none (Antarctica). */
  currency: string | null;
  is1xPayCountry: boolean;
};

/** The countries where the service operates (§3). */
export const ONE_X_PAY_COUNTRY_CODES = ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA'] as const;
export type OneXPayCountryCode = (typeof ONE_X_PAY_COUNTRY_CODES)[number];

const serviceCountries: ReadonlySet<string> = new Set(ONE_X_PAY_COUNTRY_CODES);

/** Every ISO 3166-1 country (and Kosovo), sorted by French name. */
export const COUNTRIES: readonly Country[] = Object.freeze(
  COUNTRY_ROWS.map(([code, name, callingCode, region, currency]): Country => {
    const served = serviceCountries.has(code);
    return Object.freeze({
      countryCode: code,
      countryCodeLowerCase: code.toLowerCase(),
      countryName: name,
      callingCode,
      countryFlag: emojiFlag(code),
      region,
      depositSupported: served,
      chooseAsDepositCountry: served,
      currency,
      is1xPayCountry: served,
    });
  }),
);

const byCode: ReadonlyMap<string, Country> = new Map(
  COUNTRIES.map((country) => [country.countryCode, country]),
);

/** The country of an ISO 3166-1 alpha-2 code, in any case. */
export function findCountryByCode(code: string): Country | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/**
 * The digits of a number in international form: '+229 97-00.00 00' and '0022997000000' give '22997000000'.
 * Undefined when what is left is not digits. Only to find a country by its calling code: a number as a person
 * types it is read by the contract's parsePhone.
 */
export function internationalDigits(phone: string): string | undefined {
  const compact = phone.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : compact;
  return /^[1-9]\d*$/.test(digits) ? digits : undefined;
}

/**
 * The country of a phone number in international form, from its calling code: three digits tried first, then two
 * (§3), then one (+1 North America, +7 Russia). A code shared by several countries gives its main country.
 */
export function findCountryByPhone(phone: string): Country | undefined {
  const digits = internationalDigits(phone);
  if (digits === undefined) return undefined;
  for (const length of [3, 2, 1]) {
    if (digits.length < length) continue;
    const country = MAIN_COUNTRY_OF_CALLING_CODE[Number(digits.slice(0, length))];
    if (country !== undefined) return byCode.get(country);
  }
  return undefined;
}
