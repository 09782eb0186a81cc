import { describe, expect, it } from 'vitest';
import { chooseWholeRows } from './whole-rows.ts';

const none = { whole: new Set<string>(), glanced: new Set<string>() };
const ids = ['c', 'b', 'd', 'a', 'e', 'f'];

describe('chooseWholeRows', () => {
  it('draws every row whole when the list is still and shows rows for the first time', () => {
    const chosen = chooseWholeRows({ ids, before: none, scrolling: false, fast: false, budget: 4 });
    expect([...chosen.whole]).toEqual(ids);
    expect(chosen.waiting).toBe(false);
    expect(chosen.spent).toBe(0);
  });

  it('draws the rows of a page that came in below rows already drawn a budget at a time, even when still', () => {
    const before = { whole: new Set(['x', 'y']), glanced: new Set<string>() };
    const chosen = chooseWholeRows({
      ids: ['x', 'y', ...ids],
      before,
      scrolling: false,
      fast: false,
      budget: 4,
    });
    expect([...chosen.whole]).toEqual(['x', 'y', 'c', 'b', 'd', 'a']);
    expect([...chosen.glanced]).toEqual(['e', 'f']);
    expect(chosen).toMatchObject({ spent: 4, waiting: true });
  });

  it('draws at most the budget of new rows whole while scrolling, nearest first, the others at a glance', () => {
    const before = { whole: new Set(['c']), glanced: new Set<string>() };
    const chosen = chooseWholeRows({ ids, before, scrolling: true, fast: false, budget: 2 });
    expect([...chosen.whole]).toEqual(['c', 'b', 'd']);
    expect([...chosen.glanced]).toEqual(['a', 'e', 'f']);
    expect(chosen).toMatchObject({ spent: 2, waiting: true });
  });

  it('draws no new row whole while the list moves fast, and keeps those already whole', () => {
    const before = { whole: new Set(['a']), glanced: new Set<string>() };
    const chosen = chooseWholeRows({ ids, before, scrolling: true, fast: true, budget: 4 });
    expect([...chosen.whole]).toEqual(['a']);
    expect(chosen.glanced.size).toBe(5);
    expect(chosen.spent).toBe(0);
  });

  it('once the list stops, draws the rows left at a glance a budget at a time', () => {
    const before = { whole: new Set(['c']), glanced: new Set(['b', 'd', 'a', 'e', 'f']) };
    const first = chooseWholeRows({ ids, before, scrolling: false, fast: false, budget: 4 });
    expect([...first.whole]).toEqual(['c', 'b', 'd', 'a', 'e']);
    expect(first.waiting).toBe(true);
    const second = chooseWholeRows({ ids, before: first, scrolling: false, fast: false, budget: 4 });
    expect([...second.whole]).toEqual(ids);
    expect(second.waiting).toBe(false);
  });
});
