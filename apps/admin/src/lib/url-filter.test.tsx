// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTypedSearch, useUrlFilter } from './url-filter.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const KEYS = ['q', 'tab'] as const;
type Update = (next: Partial<Record<(typeof KEYS)[number], string>>) => void;

/** A screen with a URL filter at `url`: its setter, its search box's setter and a way to render it again. */
function screenAt(url: string) {
  const handles = {} as { update: Update; type: (typed: string) => void; renderAgain: () => void };
  function Screen() {
    const [filter, update] = useUrlFilter(KEYS);
    const [, type] = useTypedSearch(filter.q, (q) => update({ q }), 300);
    const [, setRenders] = useState(0);
    Object.assign(handles, { update, type, renderAgain: () => setRenders((n) => n + 1) });
    return <p>{`q=${filter.q} tab=${filter.tab}`}</p>;
  }
  const router = createMemoryRouter([{ path: '/operations', element: <Screen /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { handles, search: () => new URLSearchParams(router.state.location.search) };
}

describe('a filter kept in the URL', () => {
  it('keeps both of two changes made before the screen renders again: a tab, then the search', () => {
    const { handles, search } = screenAt('/operations');
    act(() => {
      handles.update({ tab: 'claimed' });
      handles.update({ q: '1XP-261129-C83E6306' });
    });
    expect(Object.fromEntries(search())).toEqual({ tab: 'claimed', q: '1XP-261129-C83E6306' });
  });

  it('builds on a query that came from elsewhere (back, a link), not on what it wrote before', () => {
    const { handles, search } = screenAt('/operations?tab=done');
    act(() => handles.update({ q: 'a' }));
    expect(Object.fromEntries(search())).toEqual({ tab: 'done', q: 'a' });
    act(() => handles.update({ tab: '' }));
    expect(Object.fromEntries(search())).toEqual({ q: 'a' });
  });
});

describe('a search box', () => {
  it('writes the search 300 ms after the last keystroke, however often the screen renders meanwhile', () => {
    vi.useFakeTimers();
    const { handles, search } = screenAt('/operations?tab=claimed');
    act(() => handles.type('1XP'));
    // A live screen renders every 100 ms: the pause still counts from the keystroke.
    for (let step = 0; step < 3; step += 1)
      act(() => {
        vi.advanceTimersByTime(100);
        handles.renderAgain();
      });
    act(() => vi.advanceTimersByTime(10));
    expect(Object.fromEntries(search())).toEqual({ tab: 'claimed', q: '1XP' });
  });
});
