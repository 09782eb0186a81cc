/** U+202F, the narrow no-break space French sets before ; : ! ? and inside « ». */
export const NARROW_NBSP = '\u202f';
/** U+00A0, the no-break space: between a number and its unit. */
export const NBSP = '\u00a0';

/**
 * A French text with French typography (the one helper the apps and the site use): the typewriter apostrophe
 * between letters becomes ’, "quotes" become « quotes », and ; : ! ? take a narrow no-break space before them,
 * replacing an ordinary one or added where none was (never inside a link, an hour like 00:14 or a `{placeholder}`).
 * « » get narrow no-break spaces inside. Idempotent: a text already right is returned unchanged.
 */
export function frenchTypography(text: string): string {
  return (
    text
      // l'argent → l’argent (an apostrophe between two letters only: ICU's quoting '{' stays as it is).
      .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
      // "texte" → « texte »
      .replace(/"([^"\n]+)"/g, `«${NARROW_NBSP}$1${NARROW_NBSP}»`)
      // « texte » with any (or no) space inside → narrow no-break spaces.
      .replace(/«[ \u00a0\u202f]*/g, `«${NARROW_NBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NARROW_NBSP}»`)
      // A space (ordinary or no-break) before ; : ! ? → the narrow one.
      .replace(/[ \u00a0]+([;:!?])/g, `${NARROW_NBSP}$1`)
      // No space at all after a word and before ; ! ? or a colon that ends a clause (not 00:14, not https://).
      .replace(/(\p{L}|[)»’.…])([;!?]+)(?=\s|$|[)»])/gu, `$1${NARROW_NBSP}$2`)
      .replace(/(\p{L}|[)»’])(:)(?=\s|$)/gu, `$1${NARROW_NBSP}$2`)
  );
}

/** Each message of a catalogue with French typography; the keys stay (a catalogue's type is its keys). */
export function frenchCatalogue<T extends Readonly<Record<string, string>>>(catalogue: T): T {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) out[key] = frenchTypography(value);
  return out as T;
}
