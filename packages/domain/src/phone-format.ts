/**
 * How each country writes its national numbers, read left to right, with its calling code: the service's countries
 * (§3) and their neighbours. Kept here, not read from the full country list, so that a screen that shows a number
 * does not load every country of the world (the customer app's first load, decision 024). Sources: each
 * regulator's numbering plan.
 */
const PLANS: Readonly<Record<string, { code: number; groups: readonly number[] }>> = {
  BJ: { code: 229, groups: [2, 2, 2, 2, 2] }, // +229 01 66 35 95 27
  CI: { code: 225, groups: [2, 2, 2, 2, 2] }, // +225 07 07 12 34 56
  BF: { code: 226, groups: [2, 2, 2, 2] }, // +226 70 12 34 56
  ML: { code: 223, groups: [2, 2, 2, 2] }, // +223 76 12 34 56
  TG: { code: 228, groups: [2, 2, 2, 2] }, // +228 90 12 34 56
  NE: { code: 227, groups: [2, 2, 2, 2] }, // +227 96 12 34 56
  SN: { code: 221, groups: [2, 3, 2, 2] }, // +221 77 123 45 67
  GA: { code: 241, groups: [2, 2, 2, 2] }, // +241 07 12 34 56
  CM: { code: 237, groups: [1, 2, 2, 2, 2] }, // +237 6 71 23 45 67
  GN: { code: 224, groups: [3, 2, 2, 2] }, // +224 621 23 45 67
  NG: { code: 234, groups: [3, 3, 4] }, // +234 803 123 4567
  GH: { code: 233, groups: [2, 3, 4] }, // +233 24 123 4567
  FR: { code: 33, groups: [1, 2, 2, 2, 2] }, // +33 6 12 34 56 78
};

const BY_CODE: ReadonlyMap<string, readonly number[]> = new Map(
  Object.values(PLANS).map((plan) => [String(plan.code), plan.groups]),
);

/** The digits after + or 00 (or of a national number), spaces, dots, dashes and brackets dropped. */
function digitsOf(text: string): string | undefined {
  const compact = text.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : compact;
  return /^\d+$/.test(digits) ? digits : undefined;
}

function grouped(digits: string, sizes: readonly number[]): string {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total !== digits.length) {
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
 * or, with its country, the national '0166359527'. The digits are grouped the way the number's country writes them
 * (PLANS); a number of another country is written whole after its +. Spaces are ordinary: a screen keeps the
 * number whole with `white-space: nowrap` (or `phoneText`, below). Anything that is not a number is returned as
 * typed.
 */
export function formatPhone(phone: string, country?: string): string {
  const typed = phone.trim();
  const international = /^(\+|00)/.test(typed.replace(/[\s().-]/g, ''));
  const plan = country === undefined ? undefined : PLANS[country.trim().toUpperCase()];
  const digits = digitsOf(typed);
  if (digits === undefined || digits === '') return typed;
  if (!international) {
    if (plan === undefined) return typed;
    return `+${plan.code} ${grouped(digits, plan.groups)}`;
  }
  for (const length of [3, 2, 1]) {
    const code = digits.slice(0, length);
    const groups = BY_CODE.get(code);
    if (groups !== undefined && digits.length > length)
      return `+${code} ${grouped(digits.slice(length), groups)}`;
  }
  return `+${digits}`;
}

/** formatPhone with no-break spaces: a number that never breaks across lines in a text. */
export function phoneText(phone: string, country?: string): string {
  return formatPhone(phone, country).replaceAll(' ', '\u00a0');
}
