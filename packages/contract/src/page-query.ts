import * as z from 'zod';

// The paging of the dashboard's lists, one shape for every paged endpoint: the query's `limit` and cursors, and
// the cursors a page answers. Keyset pages (decision 035): a cursor names a row, the page starts beside it.

/**
 * The cursor of a keyset page: the row's time in microseconds, `_`, then its key (what `key` matches: a uuid, a
 * reference, a job id).
 */
export const keysetCursor = (key: RegExp) => new RegExp(`^\\d{1,18}_${key.source}$`);

/** A cursor a page query may take: what it matches, and what it is in the API's documentation. */
type Cursor = { pattern: RegExp; description: string };

/**
 * The query parameters of a page of a list: `limit` (1 to 200, 50 by default) and the cursors the list reads
 * from, `before` (the rows below one) and/or `after` (the rows above it), each optional. Spread it into the
 * endpoint's `z.object` beside its filters.
 */
export function pageQueryShape<const C extends { before?: Cursor; after?: Cursor }>(cursors: C) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, { pattern, description }] of Object.entries(cursors) as [string, Cursor][])
    shape[name] = z.string().regex(pattern).optional().meta({ description });
  return {
    limit: z.coerce.number().int().min(1).max(200).default(50),
    ...(shape as { [K in keyof C]: z.ZodOptional<z.ZodString> }),
  };
}

/** The query of a page of a list worked through oldest first; `key` is what the cursor names after the time. */
export const oldestFirstPageQuery = (key: RegExp) =>
  pageQueryShape({
    after: { pattern: keysetCursor(key), description: 'Curseur : la valeur `next` de la page précédente.' },
  });

/** A page's cursor of the page after it, to send back as `before` (newest first) or `after` (oldest first). */
export const nextCursorSchema = z
  .string()
  .nullable()
  .meta({ description: 'Curseur de la page suivante ; null à la fin.' });

/** A newest-first page's cursor of the page above it, to send back as `after`. */
export const previousCursorSchema = z
  .string()
  .nullable()
  .meta({ description: 'Curseur de la page précédente (`after`) ; null en tête de liste.' });
