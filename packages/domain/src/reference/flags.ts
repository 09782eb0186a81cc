const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The emoji flag of a two-letter region code ('BJ' → '🇧🇯'); '' when the code is not two letters A–Z. */
export function emojiFlag(regionCode: string): string {
  const code = regionCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
