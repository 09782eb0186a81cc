// @vitest-environment happy-dom
import { cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnHelper, useLoadedRows, VirtualTable } from './virtual-table.tsx';

type Person = { id: string; name: string; city: string };
const helper = columnHelper<Person>();
const columns = helper.columns([
  helper.display({
    id: 'name',
    header: () => 'Nom',
    cell: ({ row }) => <strong>{row.original.name}</strong>,
  }),
  helper.accessor('city', { header: 'Ville' }),
]);
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `Personne ${i}`,
    city: i % 2 ? 'Cotonou' : 'Lomé',
  }));

const VIEW_HEIGHT = 400;
const ROW_HEIGHT = 40;

// happy-dom lays nothing out: the scrolling box is given a height, so that the virtualizer knows how many rows fit.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'SECTION' ? VIEW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderTable(rows: Person[], pages: { hasNextPage: boolean; isFetchingNextPage?: boolean }) {
  const fetchNextPage = vi.fn();
  render(
    <VirtualTable
      rows={rows}
      columns={columns}
      rowId={(person) => person.id}
      pages={{ isFetchingNextPage: false, ...pages, fetchNextPage }}
      label="Liste des personnes"
      template="1fr 1fr"
      minWidth="20rem"
      rowHeight={ROW_HEIGHT}
      loadingMore="Chargement de la suite…"
    />,
  );
  return fetchNextPage;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Liste des personnes' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);

describe('VirtualTable', () => {
  it('draws the columns’ headers and only the rows in view, each with its place among all rows', () => {
    const fetchNextPage = renderTable(people(1000), { hasNextPage: false });
    const table = screen.getByRole('table', { name: 'Liste des personnes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nom', 'Ville']);
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const drawn = bodyRows();
    // A screenful (400 / 40) and the overscan, not a thousand.
    expect(drawn.length).toBeGreaterThanOrEqual(VIEW_HEIGHT / ROW_HEIGHT);
    expect(drawn.length).toBeLessThan(30);
    expect(drawn[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(
      within(drawn[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Personne 0', 'Lomé']);
    // The whole list's height is kept, so that the scroll bar says how long it is.
    expect((table.querySelector('tbody') as HTMLElement).style.height).toBe(`${1000 * ROW_HEIGHT}px`);
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it('asks for the next page when its last row is in view, and says the rest is loading', () => {
    const fetchNextPage = renderTable(people(3), { hasNextPage: true });
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('-1');
    expect(screen.getByText('Chargement de la suite…')).toBeTruthy();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while the next page is on its way', () => {
    const fetchNextPage = renderTable(people(3), { hasNextPage: true, isFetchingNextPage: true });
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});

describe('useLoadedRows', () => {
  it('appends a new page’s rows to the same array, and starts anew when the pages are others', () => {
    const first = { data: people(2) };
    const second = { data: people(3).slice(2) };
    const { result, rerender } = renderHook(({ pages }) => useLoadedRows(pages), {
      initialProps: { pages: [first] as { data: Person[] }[] | undefined },
    });
    const rows = result.current;
    expect(rows.map((person) => person.id)).toEqual(['p0', 'p1']);
    rerender({ pages: [first, second] });
    expect(result.current).toBe(rows);
    expect(result.current.map((person) => person.id)).toEqual(['p0', 'p1', 'p2']);
    // A refetch with the same pages changes nothing; another first page (a new filter, a changed row) starts anew.
    rerender({ pages: [first, second] });
    expect(result.current).toBe(rows);
    const refetched = { data: [{ id: 'p9', name: 'Personne 9', city: 'Lomé' }] };
    rerender({ pages: [refetched] });
    expect(result.current).not.toBe(rows);
    expect(result.current.map((person) => person.id)).toEqual(['p9']);
    rerender({ pages: undefined });
    expect(result.current).toEqual([]);
  });
});
