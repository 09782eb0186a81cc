import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MODULE, compiledCatalogueModule } from './compile-messages.ts';

const app = join(import.meta.dirname, '..', 'app');

function moduleExports(code: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  for (const line of code.trim().split('\n')) {
    const match = /^export (?:default|const (\w+) =) (.*);$/.exec(line);
    if (match === null) throw new Error(`unexpected line: ${line}`);
    exports[match[1] ?? 'default'] = JSON.parse(match[2] ?? '');
  }
  return exports;
}

describe('compiled message catalogues', () => {
  it('turns every message of every export into the syntax tree IntlMessageFormat formats', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'sample.messages.ts');
    writeFileSync(
      file,
      "export const SHARED = { fr: { hi: 'Bonjour {name}' } };\n" +
        "export default { fr: { n: '{count, plural, one {# envoi} other {# envois}}' }, en: { n: 'Sent' } };\n",
    );
    const compiled = moduleExports(await compiledCatalogueModule(file)) as Record<
      string,
      Record<string, Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]>>
    >;
    expect(compiled.SHARED?.fr?.hi).toEqual([
      { type: 0, value: 'Bonjour ' },
      { type: 1, value: 'name' },
    ]);
    const plural = compiled.default?.fr?.n ?? '';
    expect(new IntlMessageFormat(plural, 'fr-FR').format({ count: 2 })).toBe('2 envois');
    expect(compiled.default?.en?.n).toEqual([{ type: 0, value: 'Sent' }]);
  });

  it('names the file, language and message that is not valid ICU', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'broken.messages.ts');
    writeFileSync(file, "export default { en: { ok: 'Fine', 'hero.title': 'Hello {name' } };\n");
    await expect(compiledCatalogueModule(file)).rejects.toThrow(
      /\(en\): message hero\.title is not valid ICU/,
    );
  });

  it('compiles each catalogue of the site, the shared one and every page’s', async () => {
    const files = [
      join(app, 'site', 'messages.ts'),
      ...readdirSync(join(app, 'pages'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.messages.ts'))
        .map((name) => join(app, 'pages', name)),
    ];
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      expect(CATALOGUE_MODULE.test(file), file).toBe(true);
      const compiled = moduleExports(await compiledCatalogueModule(file));
      expect(Object.keys(compiled).length, file).toBeGreaterThan(0);
    }
    expect(CATALOGUE_MODULE.test(join(app, 'site', 'intl.tsx'))).toBe(false);
  });
});
