import { findCountryByPhone, internationalDigits } from '@1xpay/domain';

/**
 * `libphonenumber-js/max` in the browser: the shared schemas call it to check a phone number, and its metadata
 * weighs ≈ 50 KB gzipped, more than the customer app's screens may load first (decision 024); both browser apps
 * alias it to this file in their Vite config. Here a number is valid when it
 * is in international form, starts with a known calling code and has E.164's 8 to 15 digits; the server still
 * checks it against the full metadata, and its message is then shown at the field.
 */
export function parsePhoneNumberFromString(text: string) {
  const digits = internationalDigits(text);
  if (digits === undefined || !text.trim().startsWith('+')) return undefined;
  const number = `+${digits}`;
  const valid = digits.length >= 8 && digits.length <= 15 && findCountryByPhone(number) !== undefined;
  return { number, isValid: () => valid };
}
