// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnHelper, type Pages, VirtualTable } from './virtual-table.tsx';

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

function renderTable(
  rows: Person[],
  pages: Partial<Pages> & { hasNextPage: boolean },
  offset = 0,
  far?: { length: number; onFar: (index: number) => void },
) {
  const fetchNextPage = vi.fn();
  const fetchPreviousPage = vi.fn();
  render(
    <VirtualTable
      rows={rows}
      offset={offset}
      {...far}
      columns={columns}
      rowId={(person) => person.id}
      glance={(person) => person.name}
      pages={{ isFetchingNextPage: false, fetchPreviousPage, ...pages, fetchNextPage }}
      label="Liste des personnes"
      template="1fr 1fr"
      minWidth="20rem"
      rowHeight={ROW_HEIGHT}
      loadingMore="Chargement de la suite…"
    />,
  );
  return Object.assign(fetchNextPage, { fetchPreviousPage });
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

  it('shows the rows of a fast jump at a glance while it scrolls, then draws them whole once it stops', async () => {
    renderTable(people(1000), { hasNextPage: false });
    const box = screen.getByRole('region', { name: 'Liste des personnes' });
    box.scrollTop = 500 * ROW_HEIGHT;
    box.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(Number(bodyRows()[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(400));
    // The rows drawn follow the padding that stands for the rows above them.
    const first = bodyRows()[0] as HTMLElement;
    const tbody = first.parentElement as HTMLElement;
    expect(tbody.style.paddingTop).toBe(
      `${(Number(first.getAttribute('aria-rowindex')) - 2) * ROW_HEIGHT}px`,
    );
    const inView = bodyRows().find((row) => row.getAttribute('aria-rowindex') === '502') as HTMLElement;
    expect(
      within(inView)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Personne 500']);
    // Once it stops, the rows are drawn whole, a few a frame.
    await vi.waitFor(() =>
      expect(bodyRows().every((row) => within(row).getAllByRole('cell').length === 2)).toBe(true),
    );
    expect(
      within(bodyRows().find((row) => row.getAttribute('aria-rowindex') === '502') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Personne 500', 'Lomé']);
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

describe('VirtualTable of a window of the list', () => {
  const scroller = () => screen.getByRole('region', { name: 'Liste des personnes' });

  it('places the rows kept at their index in the whole list, the rows above as loading, and asks for the page above when they come into view', async () => {
    // Rows 2,000 to 2,999 kept; the view at the top of the list.
    const kept = people(3000).slice(2000);
    const fetch = renderTable(kept, { hasNextPage: true, hasPreviousPage: true }, 2000);
    const table = screen.getByRole('table', { name: 'Liste des personnes' });
    expect((table.querySelector('tbody') as HTMLElement).style.height).toBe(`${3001 * ROW_HEIGHT}px`);
    const drawn = bodyRows();
    expect(drawn[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(drawn.every((row) => row.textContent === 'Chargement de la suite…')).toBe(true);
    expect(fetch.fetchPreviousPage).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws the rows kept where the view is, and asks for nothing while the view is inside the window', async () => {
    const kept = people(3000).slice(2000);
    const fetch = renderTable(kept, { hasNextPage: true, hasPreviousPage: true }, 2000);
    fetch.fetchPreviousPage.mockClear();
    const box = scroller();
    box.scrollTop = 2500 * ROW_HEIGHT;
    box.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(bodyRows()[0]?.textContent).not.toBe('Chargement de la suite…'));
    const first = bodyRows()[0] as HTMLElement;
    const index = Number(first.getAttribute('aria-rowindex')) - 2;
    expect(within(first).getAllByRole('cell')[0]?.textContent).toBe(`Personne ${index}`);
    expect(index).toBeGreaterThan(2400);
    expect(fetch.fetchPreviousPage).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for no page above at the top of the list, nor while one is on its way', () => {
    const none = renderTable(people(100), { hasNextPage: false, hasPreviousPage: false });
    expect(none.fetchPreviousPage).not.toHaveBeenCalled();
    cleanup();
    const busy = renderTable(
      people(100),
      { hasNextPage: false, hasPreviousPage: true, isFetchingPreviousPage: true },
      50,
    );
    expect(busy.fetchPreviousPage).not.toHaveBeenCalled();
  });

  it('tells the screen when the view is far from the rows kept, and asks for no page meanwhile', async () => {
    // Rows 5,000 to 6,999 kept of a list known to hold 10,000; the view at the top.
    const onFar = vi.fn();
    const kept = people(7000).slice(5000);
    const fetch = renderTable(kept, { hasNextPage: true, hasPreviousPage: true }, 5000, {
      length: 10_000,
      onFar,
    });
    const table = screen.getByRole('table', { name: 'Liste des personnes' });
    expect((table.querySelector('tbody') as HTMLElement).style.height).toBe(`${10_001 * ROW_HEIGHT}px`);
    expect(onFar).toHaveBeenCalledWith(0);
    expect(fetch.fetchPreviousPage).not.toHaveBeenCalled();
    // Far below them too.
    onFar.mockClear();
    const box = scroller();
    box.scrollTop = 9000 * ROW_HEIGHT;
    box.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(onFar).toHaveBeenCalled());
    expect(onFar.mock.calls.at(-1)?.[0]).toBeGreaterThan(8990);
    expect(fetch).not.toHaveBeenCalled();
  });
});
