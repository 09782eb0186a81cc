import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Where each text of the customer app's catalogue (app/customer/app.messages.ts, still the one place texts are
 * added) reaches the browser (decision 060): the texts a screen alone uses come with that screen's route module,
 * the others with the app's shared file, which every screen loads. Worked out at build time from the sources,
 * nothing to keep by hand:
 *
 * - a text is *used* by a source file that names it in a string (`'pay.amount'`) or starts a template with its
 *   prefix (`` `history.type.${…}` ``);
 * - a screen reaches the files its route module imports, statically or not, then theirs, inside `app/`;
 * - a text used by the app's frame (the layouts, `customer/lib`, `customer/components`: the shared file), or by no
 *   file at all (an id built another way), or by every screen, is shared; any other goes to each screen that uses
 *   it.
 *
 * A text added by another change is therefore placed by where it is used, and shared when in doubt.
 */
export type TextPlacement = {
  shared: ReadonlySet<string>;
  /** screen (its route file's name) → the texts only some screens use, that one among them. */
  screens: ReadonlyMap<string, ReadonlySet<string>>;
};

const SOURCE = /\.tsx?$/;
/** The catalogues themselves name every text: what reads them is what counts. */
const CATALOGUE = /\.messages\.ts$/;
const TEST = /\.test\.tsx?$|[\\/]testing[\\/]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(path) ? [path] : [];
  });
}

/** The files of `app/` a module imports (`from '…'`, `import('…')`, `import '…'`), by relative path. */
function importsOf(file: string, appDir: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  const statements =
    /\b(import|export)(\s+type\b)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of code.matchAll(statements)) {
    // A type-only import loads nothing (the catalogue's type, say).
    if (match[2] !== undefined) continue;
    const target = resolve(dirname(file), match[3] ?? match[4] ?? match[5] ?? '');
    if (target.startsWith(appDir) && !CATALOGUE.test(target) && existsSync(target)) found.push(target);
  }
  return found;
}

function reachable(entries: string[], appDir: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, appDir));
  }
  return seen;
}

/** The catalogue's texts a source file uses. */
export function textsUsed(code: string, keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const used = new Set<string>();
  for (const match of code.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)) {
    if (known.has(match[1] ?? '')) used.add(match[1] ?? '');
  }
  for (const match of code.matchAll(/`([A-Za-z][\w.-]*\.)\$\{/g)) {
    const prefix = match[1] ?? '';
    for (const key of keys) if (key.startsWith(prefix)) used.add(key);
  }
  return used;
}

/**
 * The placement of `keys` for `screens` (route files, relative to `appDir`), the app's frame being
 * `customer/layout.tsx`, `customer/signed-in-layout.tsx`, `customer/lib` and `customer/components`.
 */
export function placeTexts(
  appDir: string,
  keys: readonly string[],
  screens: readonly { name: string; file: string }[],
): TextPlacement {
  const customer = join(appDir, 'customer');
  const frameEntries = [
    join(customer, 'layout.tsx'),
    join(customer, 'signed-in-layout.tsx'),
    ...sourceFiles(join(customer, 'lib')),
    ...sourceFiles(join(customer, 'components')),
  ];
  const usedBy = new Map<string, Set<string>>();
  const uses = (file: string) => {
    let used = usedBy.get(file);
    if (used === undefined) {
      used = textsUsed(readFileSync(file, 'utf8'), keys);
      usedBy.set(file, used);
    }
    return used;
  };
  const shared = new Set<string>();
  for (const file of reachable(frameEntries, appDir)) for (const key of uses(file)) shared.add(key);
  const byScreen = new Map<string, Set<string>>();
  for (const screen of screens) {
    const texts = new Set<string>();
    for (const file of reachable([join(appDir, screen.file)], appDir)) {
      if (TEST.test(file)) continue;
      for (const key of uses(file)) if (!shared.has(key)) texts.add(key);
    }
    byScreen.set(screen.name, texts);
  }
  for (const key of keys) {
    const users = [...byScreen.values()].filter((texts) => texts.has(key)).length;
    if (users === 0 || users === screens.length) shared.add(key);
  }
  for (const texts of byScreen.values()) for (const key of shared) texts.delete(key);
  return { shared, screens: byScreen };
}

/** Only the texts of `keys`, in each language. */
function pick<T>(byLocale: Record<string, Record<string, T>>, keys: ReadonlySet<string>) {
  return Object.fromEntries(
    Object.entries(byLocale).map(([locale, catalogue]) => [
      locale,
      Object.fromEntries(Object.entries(catalogue).filter(([key]) => keys.has(key))),
    ]),
  );
}

/**
 * The browser build's modules for the app's texts: the catalogue module with only the shared texts, and each
 * screen's module, which hands its texts to `customer/lib/catalogue.ts` (imported first by the screen's route
 * module: vite.config.ts adds the import).
 */
export function screenTextModules(
  appDir: string,
  screens: readonly { name: string; file: string }[],
  compiled: () => Promise<Record<string, Record<string, Record<string, unknown>>>>,
) {
  let placed:
    | Promise<{ texts: Record<string, Record<string, unknown>>; placement: TextPlacement }>
    | undefined;
  const place = () => {
    placed ??= compiled().then((modules) => {
      const texts = modules.default;
      if (texts === undefined || texts.fr === undefined)
        throw new Error('app.messages.ts: no default export');
      return { texts, placement: placeTexts(appDir, Object.keys(texts.fr), screens) };
    });
    return placed;
  };
  const registry = JSON.stringify(join(appDir, 'customer', 'lib', 'catalogue.ts'));
  return {
    async shared(): Promise<string> {
      const { texts, placement } = await place();
      return `export default ${JSON.stringify(pick(texts, placement.shared))};\n`;
    },
    async screen(name: string): Promise<string> {
      const { texts, placement } = await place();
      const own = placement.screens.get(name) ?? new Set<string>();
      return `import { addScreenTexts } from ${registry};\naddScreenTexts(${JSON.stringify(pick(texts, own))});\n`;
    },
  };
}
