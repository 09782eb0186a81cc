import { findCountryByCode, findCountryByPhone } from '@1xpay/domain';

/**
 * `libphonenumber-js/max` in the browser: the shared schemas call it to check a phone number, and its metadata
 * weighs ≈ 50 KB gzipped, more than the customer app's screens may load first (decision 024); both browser apps
 * alias it to this file in their Vite config. Here a number is in international form (`+`; parsePhone turns `00`
 * into it), or national with the country it is dialled in (its calling code is put in front), and it is valid when
 * it starts with a known calling code and has E.164's 8 to 15 digits; the server still checks it against the full
 * metadata, and its message is then shown at the field.
 */
export function parsePhoneNumberFromString(text: string, defaultCountry?: string) {
  const compact = text.replace(/[\s().-]/g, '');
  const callingCode =
    defaultCountry === undefined ? undefined : findCountryByCode(defaultCountry)?.callingCode;
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : callingCode === undefined
      ? undefined
      : `${callingCode}${compact}`;
  if (digits === undefined || !/^[1-9]\d*$/.test(digits)) return undefined;
  const number = `+${digits}`;
  const country = findCountryByPhone(number)?.countryCode;
  const valid = digits.length >= 8 && digits.length <= 15 && country !== undefined;
  return { number, country, isValid: () => valid };
}
