import { describe, expect, it } from 'vitest';
import { frenchCatalogue, frenchTypography } from './typography.ts';

const show = (text: string) => text.replaceAll('\u202f', '⍽');

describe('frenchTypography', () => {
  it('curls apostrophes between letters only', () => {
    expect(frenchTypography("En attente de l'approbation")).toBe('En attente de l’approbation');
    expect(frenchTypography("'{'brand'}'")).toBe("'{'brand'}'");
  });

  it('puts a narrow no-break space before ; : ! ?, replacing or adding one', () => {
    expect(show(frenchTypography('Pas encore de compte ?'))).toBe('Pas encore de compte⍽?');
    expect(show(frenchTypography('Qu’attendez-vous?'))).toBe('Qu’attendez-vous⍽?');
    expect(show(frenchTypography('Au moins 8 caractères ; mélangez'))).toBe(
      'Au moins 8 caractères⍽; mélangez',
    );
    expect(show(frenchTypography('Vérifier ce reçu :'))).toBe('Vérifier ce reçu⍽:');
    expect(show(frenchTypography('Attention!'))).toBe('Attention⍽!');
    expect(show(frenchTypography('Référence: 1XP'))).toBe('Référence⍽: 1XP');
  });

  it('leaves hours, links and placeholders alone', () => {
    expect(frenchTypography('à 00:14')).toBe('à 00:14');
    expect(frenchTypography('https://1xpay.test/r/abc')).toBe('https://1xpay.test/r/abc');
    expect(frenchTypography('{n, plural, one {# jour} other {# jours}}')).toBe(
      '{n, plural, one {# jour} other {# jours}}',
    );
  });

  it('writes French quotes with narrow no-break spaces inside', () => {
    expect(show(frenchTypography('mettez "Notifications" sur « Autoriser »'))).toBe(
      'mettez «⍽Notifications⍽» sur «⍽Autoriser⍽»',
    );
  });

  it('is idempotent', () => {
    const once = frenchTypography('Qu\'attendez vous? « Oui » : d\'accord ; "non"!');
    expect(frenchTypography(once)).toBe(once);
  });

  it('keeps a catalogue’s keys', () => {
    expect(frenchCatalogue({ a: 'Oui ?', b: "l'eau" })).toEqual({ a: 'Oui\u202f?', b: 'l’eau' });
  });
});
