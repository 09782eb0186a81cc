import * as z from 'zod';

// What jobs.ts and payments-collection.ts share for their lists worked through oldest first. Not re-exported by
// index.ts: not part of the package's names.

/** The query of a page of a list worked through oldest first; `key` is what the cursor names after the time. */
export function pageQuerySchema(key: RegExp) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    after: z
      .string()
      .regex(new RegExp(`^\\d{1,15}_${key.source}$`))
      .optional()
      .meta({ description: 'Curseur : la valeur `next` de la page précédente.' }),
  });
}

export const nextCursorSchema = z
  .string()
  .nullable()
  .meta({ description: 'Curseur de la page suivante ; null à la fin.' });
