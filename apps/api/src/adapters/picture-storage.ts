import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded pictures live. On disk under UPLOAD_DIR; another backend (object storage) fits the same shape. */
export type PictureStorage = {
  save(path: string, bytes: Uint8Array): Promise<void>;
  /** A stream of the picture, or undefined when there is none. */
  open(path: string): Promise<Readable | undefined>;
};

export function diskPictureStorage(root: string): PictureStorage {
  const base = resolve(root);
  const locate = (path: string) => {
    const full = resolve(join(base, path));
    if (!full.startsWith(base + sep)) throw new Error(`picture path escapes the upload folder: ${path}`);
    return full;
  };
  return {
    async save(path, bytes) {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      const partial = `${full}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, full);
    },
    async open(path) {
      const full = locate(path);
      const found = await stat(full).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return found?.isFile() ? createReadStream(full) : undefined;
    },
  };
}
