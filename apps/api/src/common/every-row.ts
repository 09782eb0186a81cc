/**
 * Every page of a keyset-paged list, one after the other: `fetchPage(cursor)` reads one page after `cursor`
 * (undefined for the first) and names the next cursor, or null after the last page.
 */
export async function* everyPage<T, C>(
  fetchPage: (cursor: C | undefined) => Promise<{ rows: readonly T[]; next: C | null }>,
): AsyncGenerator<readonly T[]> {
  let cursor: C | undefined;
  for (;;) {
    const { rows, next } = await fetchPage(cursor);
    yield rows;
    if (next === null) return;
    cursor = next;
  }
}

/** Every row of a keyset-paged list, page after page (see everyPage). */
export async function* everyRow<T, C>(
  fetchPage: (cursor: C | undefined) => Promise<{ rows: readonly T[]; next: C | null }>,
): AsyncGenerator<T> {
  for await (const rows of everyPage(fetchPage)) yield* rows;
}
