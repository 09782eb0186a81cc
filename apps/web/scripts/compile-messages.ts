import { pathToFileURL } from 'node:url';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/**
 * The site's catalogues compiled at build time: every ICU message becomes the syntax tree react-intl would
 * otherwise parse in the browser on each page load, so the browser neither parses messages nor loads the parser
 * (decision 011). A catalogue module is data only: its exports are objects of locale → id → message.
 */
export const CATALOGUE_MODULE =
  /\/app\/(pages\/([^/]+\/){0,2}[^/]+\.messages|site\/messages|customer\/app\.messages)\.ts$/;

type Compiled = Record<string, MessageFormatElement[]>;

/** The brand this build is for (vite.config.ts's __BRAND__). */
const BRAND = process.env.BRAND_NAME || '1xpay';

/**
 * `{brand}` written in at build time, as ICU literal text: a message that names nothing else is then plain text,
 * which react-intl returns as it is, without building a formatter for it (each costs a locale resolution).
 */
export function withBrand(message: string, brand: string = BRAND): string {
  const literal = brand.replace(/'/g, "''").replace(/[{}#|<>]+/g, (special) => `'${special}'`);
  return message.replaceAll('{brand}', literal);
}

function compileCatalogue(catalogue: Record<string, unknown>, where: string): Compiled {
  const compiled: Compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${where}: ${id} is not a message`);
    try {
      compiled[id] = parse(withBrand(message));
    } catch (error) {
      throw new Error(`${where}: message ${id} is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
}

/** Each export of a catalogue module (export → locale → catalogue), compiled. */
export async function compiledCatalogues(file: string): Promise<Record<string, Record<string, Compiled>>> {
  const module = (await import(`${pathToFileURL(file).href}?compile=${Date.now()}`)) as Record<
    string,
    unknown
  >;
  const compiled: Record<string, Record<string, Compiled>> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'object' || value === null)
      throw new Error(`${file}: export ${name} is not catalogues`);
    const byLocale: Record<string, Compiled> = {};
    for (const [locale, catalogue] of Object.entries(value)) {
      byLocale[locale] = compileCatalogue(catalogue as Record<string, unknown>, `${file} (${locale})`);
    }
    compiled[name] = byLocale;
  }
  return compiled;
}

/** Each export of a catalogue module (locale → catalogue) compiled, as the JavaScript of a module. */
export async function compiledCatalogueModule(file: string): Promise<string> {
  const lines: string[] = [];
  for (const [name, byLocale] of Object.entries(await compiledCatalogues(file))) {
    const json = JSON.stringify(byLocale);
    lines.push(name === 'default' ? `export default ${json};` : `export const ${name} = ${json};`);
  }
  return `${lines.join('\n')}\n`;
}
