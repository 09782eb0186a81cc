/**
 * Every row of a keyset-paged list, page after page: `fetchPage(cursor)` reads one page after `cursor` (undefined
 * for the first) and names the next cursor, or null after the last page.
 */
export async function* everyRow<T, C>(
  fetchPage: (cursor: C | undefined) => Promise<{ rows: readonly T[]; next: C | null }>,
): AsyncGenerator<T> {
  let cursor: C | undefined;
  for (;;) {
    const { rows, next } = await fetchPage(cursor);
    yield* rows;
    if (next === null) return;
    cursor = next;
  }
}
