import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MODULE, withBrand } from '../../scripts/compile-messages.ts';
import { formatCompiled } from './format-message.ts';

/** The browser formats the compiled catalogues itself (browser/react-intl.tsx); the prerender with react-intl. */
const app = join(import.meta.dirname, '..');
const catalogueFiles = readdirSync(app, { recursive: true, encoding: 'utf8' })
  .map((file) => join(app, file))
  .filter((file) => CATALOGUE_MODULE.test(file.replaceAll('\\', '/')));

/** A value for each argument a message names: a number where it is formatted as one, text otherwise. */
function valuesFor(elements: readonly MessageFormatElement[], values: Record<string, string | number> = {}) {
  for (const element of elements) {
    if (element.type === 1) values[element.value] ??= 'Cotonou';
    if (element.type === 2 || element.type === 6) values[element.value] = 25600.5;
    if (element.type === 5 || element.type === 6)
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
  }
  return values;
}

type Values = Record<string, string | number | boolean | Date | undefined>;

function bothWays(locale: string, message: string, values: Values) {
  const compiled = parse(withBrand(message));
  const intl = createIntl({ locale, defaultLocale: 'fr-FR', messages: { id: compiled }, onError: () => {} });
  return {
    reactIntl: intl.formatMessage({ id: 'id' }, values),
    ours: formatCompiled(compiled, locale, values),
  };
}

describe('the browser’s formatter of compiled messages', () => {
  it('finds the site’s catalogues', () => {
    expect(catalogueFiles.length).toBeGreaterThan(30);
  });

  for (const file of catalogueFiles) {
    it(`formats every message of ${relative(app, file)} as react-intl does`, async () => {
      const module = (await import(file)) as Record<string, Record<string, Record<string, string>>>;
      let count = 0;
      for (const catalogues of Object.values(module)) {
        for (const [locale, catalogue] of Object.entries(catalogues)) {
          const intlLocale = locale === 'fr' ? 'fr-FR' : 'en-GB';
          for (const [id, message] of Object.entries(catalogue)) {
            const values = { brand: '1xpay', ...valuesFor(parse(withBrand(message))) };
            const { reactIntl, ours } = bothWays(intlLocale, message, values);
            expect(ours, `${locale} ${id}`).toBe(reactIntl);
            count++;
          }
        }
      }
      expect(count).toBeGreaterThan(0);
    });
  }

  it.each([
    ['{n, plural, =0 {aucun paiement} one {# paiement} other {# paiements}}', { n: 0 }],
    ['{n, plural, =0 {aucun paiement} one {# paiement} other {# paiements}}', { n: 1 }],
    ['{n, plural, =0 {aucun paiement} one {# paiement} other {# paiements}}', { n: 12500 }],
    ['{n, plural, offset:1 one {vous et # autre} other {vous et # autres}}', { n: 3 }],
    ['{n, selectordinal, one {#er} other {#e}}', { n: 2 }],
    [
      '{kind, select, deposit {Dépôt} transfer {Transfert} other {Opération}} de {name}',
      { kind: 'transfer', name: 'Awa' },
    ],
    ['{kind, select, deposit {Dépôt} other {Opération}}', { kind: 'withdrawal' }],
    [
      '{rate, number, percent} · {amount, number, integer} · {x, number, ::currency/XOF}',
      { rate: 0.02, amount: 1234.6, x: 600 },
    ],
    ['{d, date} · {d, date, long} · {d, time, short} · {d, time}', { d: Date.UTC(2026, 10, 28, 9, 5) }],
    ['{zero} et {empty} et {missing}', { zero: 0, empty: undefined, missing: false }],
  ] satisfies [string, Values][])('formats %s as react-intl does', (message, values) => {
    for (const locale of ['fr-FR', 'en-GB']) {
      const { reactIntl, ours } = bothWays(locale, message, values);
      expect(ours).toBe(reactIntl);
    }
  });

  it('refuses a message whose value is missing', () => {
    expect(() => formatCompiled(parse('Bonjour {name}'), 'fr-FR', {})).toThrow(/name/);
  });
});
