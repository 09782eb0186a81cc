import { TRANSACTION_ERROR_MESSAGES, UNSUPPORTED_MESSAGES } from '@1xpay/domain';
import { describe, expect, it } from 'vitest';
import { formatMessage, LOCALES, matchLocale, pickLocale } from './messages.ts';

describe('formatMessage', () => {
  it('fills in values as they are, without reading ICU in them', () => {
    expect(formatMessage('Ressource introuvable : {path}', 'fr', { path: "/a/{b}/l'c" })).toBe(
      "Ressource introuvable : /a/{b}/l'c",
    );
    expect(formatMessage('de {from} vers {to}.', 'fr', { from: 1000, to: 0.5 })).toBe('de 1000 vers 0.5.');
  });

  it('chooses plurals by the rules of the language', () => {
    const fr = '{n} {n, plural, one {caractère} other {caractères}}';
    expect([0, 1, 2, 1000].map((n) => formatMessage(fr, 'fr', { n }))).toEqual([
      '0 caractère',
      '1 caractère',
      '2 caractères',
      '1000 caractères',
    ]);
    const en = '{n} {n, plural, one {item} other {items}}';
    expect([0, 1, 2].map((n) => formatMessage(en, 'en', { n }))).toEqual(['0 items', '1 item', '2 items']);
  });

  it('keeps apostrophes and angle brackets as text, and throws when a value is missing', () => {
    expect(formatMessage("L'opération <b>n'a</b> pas eu lieu.", 'fr')).toBe(
      "L'opération <b>n'a</b> pas eu lieu.",
    );
    expect(() => formatMessage('Réessayez dans {minutes} min.', 'fr')).toThrow();
  });

  it("reads the domain's catalogues, which have no arguments, as their own text", () => {
    for (const locale of LOCALES) {
      const messages = [
        ...Object.values(TRANSACTION_ERROR_MESSAGES[locale]),
        ...Object.values(UNSUPPORTED_MESSAGES[locale]),
      ];
      for (const message of messages) expect(formatMessage(message, locale)).toBe(message);
    }
  });
});

describe('matchLocale', () => {
  it('names the first of French and English in the list, or nothing', () => {
    expect(matchLocale(['de', 'en-GB', 'fr'])).toBe('en');
    expect(matchLocale(['FR-bj'])).toBe('fr');
    expect(matchLocale(['de', '*'])).toBeUndefined();
    expect(matchLocale([])).toBeUndefined();
  });
});

describe('pickLocale', () => {
  it('is French unless English comes before French', () => {
    expect(pickLocale([])).toBe('fr');
    expect(pickLocale(['en-US', 'fr'])).toBe('en');
    expect(pickLocale(['fr-BJ', 'en'])).toBe('fr');
    expect(pickLocale(['de', 'EN'])).toBe('en');
    expect(pickLocale(['de'])).toBe('fr');
  });
});
