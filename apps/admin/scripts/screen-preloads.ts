import type { Plugin } from 'vite';

/**
 * The code each screen needs beyond the first chunk, written by the build as `screen-preloads.json` for the server:
 * a page opened at /admin/users is answered with `<link rel="modulepreload">` for the users screen's chunks, so the
 * browser fetches and compiles them beside the first chunk instead of after it (the router asks for a screen's
 * code only once the first chunk has run). A screen is `src/features/<name>/<name>.tsx`, opened at /admin/<name>.
 */
const SCREEN = /\/src\/features\/([a-z-]+)\/\1\.tsx$/;

/** What the build says of a chunk (Rollup's output chunk, the fields used here). */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
};

/** For each screen, its chunk and those it imports, less those the page loads anyway (the entry and its imports). */
export function screenPreloads(chunks: readonly BuiltChunk[]): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const loaded = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loaded);
  const preloads: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const name = chunk.facadeModuleId?.match(SCREEN)?.[1];
    if (name === undefined || chunk.isEntry) continue;
    preloads[name] = [...closure(chunk.fileName)].filter((file) => !loaded.has(file));
  }
  return preloads;
}

export function screenPreloadsPlugin(): Plugin {
  return {
    name: 'screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      this.emitFile({
        type: 'asset',
        fileName: 'screen-preloads.json',
        source: `${JSON.stringify(screenPreloads(chunks), null, 2)}\n`,
      });
    },
  };
}
