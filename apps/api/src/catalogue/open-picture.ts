import { eq } from 'drizzle-orm';
import type { Deps } from '../common/context.ts';
import { pictures } from '../db/schema.ts';
import { notFound } from '../errors.ts';

/** A stored picture's bytes and type, for GET /api/{path}. */
export async function openPicture(deps: Deps, path: string) {
  const [row] = await deps.db.select().from(pictures).where(eq(pictures.path, path)).limit(1);
  if (row === undefined) throw notFound('pictureNotFound');
  const stream = await deps.pictures.open(row.path);
  if (stream === undefined) throw notFound('pictureNotFound');
  return { stream, contentType: row.contentType, size: row.size };
}
