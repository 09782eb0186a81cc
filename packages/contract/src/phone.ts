import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number as a person types it, read one way everywhere (registration, sign-in, payments, the apps' forms):
 * in international form, `+229 01 97 00 00 00` or `00229 01 97 00 00 00` as dialled from abroad, or, when the
 * country it is dialled in is given (ISO alpha-2), in that country's national form (`01 97 00 00 00`); spaces,
 * dashes, dots and brackets are ignored. The parsed number (`.number` is E.164, `.country` its country), or
 * undefined when it is not a valid number. Without a country, digits with no `+` or `00` are not a number: they
 * could be of any country.
 *
 * In the browser apps `libphonenumber-js/max` is browser-phone.ts, without the metadata: there the result carries
 * `number`, `country` and `isValid` only, and the server checks again in full.
 */
export function parsePhone(text: string, country?: string) {
  const trimmed = text.trim();
  const international = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  const parsed = parsePhoneNumberFromString(international, country as CountryCode | undefined);
  return parsed?.isValid() ? parsed : undefined;
}

/** A phone number as typed (see parsePhone), in E.164: `+2290197000000`; undefined when it is not a valid number. */
export const toE164 = (text: string, country?: string): string | undefined =>
  parsePhone(text, country)?.number;
