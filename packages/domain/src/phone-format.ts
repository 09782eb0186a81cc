import { findCountryByCode, findCountryByPhone, internationalDigits } from './countries.ts';

/**
 * How each country groups its national numbers, read left to right (the service's countries first, §3); a country
 * not listed is grouped by twos, a leading odd digit alone. Sources: each regulator's numbering plan.
 */
const GROUPS: Readonly<Record<string, readonly number[]>> = {
  BJ: [2, 2, 2, 2, 2], // +229 01 66 35 95 27
  CI: [2, 2, 2, 2, 2], // +225 07 07 12 34 56
  BF: [2, 2, 2, 2], // +226 70 12 34 56
  ML: [2, 2, 2, 2], // +223 76 12 34 56
  TG: [2, 2, 2, 2], // +228 90 12 34 56
  NE: [2, 2, 2, 2], // +227 96 12 34 56
  SN: [2, 3, 2, 2], // +221 77 123 45 67
  GA: [2, 2, 2, 2], // +241 07 12 34 56 (an older 7-digit number: 6 12 34 56)
  CM: [1, 2, 2, 2, 2], // +237 6 71 23 45 67
  GN: [3, 2, 2, 2], // +224 621 23 45 67
  FR: [1, 2, 2, 2, 2], // +33 6 12 34 56 78
};

function grouped(digits: string, sizes: readonly number[] | undefined): string {
  const total = sizes?.reduce((sum, size) => sum + size, 0);
  if (sizes === undefined || total !== digits.length) {
    // By twos from the end, a leading odd digit alone.
    const parts: string[] = [];
    for (let end = digits.length; end > 0; end -= 2) parts.unshift(digits.slice(Math.max(0, end - 2), end));
    return parts.join(' ');
  }
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * A phone number as people read it: '+229 01 66 35 95 27' from '+2290166359527', '0022901…', '+229 0166 3595 27'
 * or, with its country, the national '0166359527'. The digits are grouped the way the number's country writes them.
 * Spaces are ordinary: a screen keeps the number whole with `white-space: nowrap` (or `phoneText`, below). Anything
 * that is not a number is returned as typed.
 */
export function formatPhone(phone: string, country?: string): string {
  const typed = phone.trim();
  const international = /^(\+|00)/.test(typed.replace(/[\s().-]/g, ''));
  const callingCode = country === undefined ? undefined : findCountryByCode(country)?.callingCode;
  const digits = international
    ? internationalDigits(typed)
    : callingCode === undefined
      ? undefined
      : internationalDigits(`+${callingCode}${typed.replace(/[\s().-]/g, '')}`);
  if (digits === undefined) return typed;
  const found = findCountryByPhone(`+${digits}`);
  if (found === undefined) return typed;
  const code = String(found.callingCode);
  const national = digits.slice(code.length);
  if (national === '') return `+${code}`;
  return `+${code} ${grouped(national, GROUPS[found.countryCode])}`;
}

/** formatPhone with no-break spaces: a number that never breaks across lines in a text. */
export function phoneText(phone: string, country?: string): string {
  return formatPhone(phone, country).replaceAll(' ', '\u00a0');
}
