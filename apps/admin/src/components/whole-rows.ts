import { useLayoutEffect, useReducer, useRef } from 'react';

/**
 * Which rows of a virtual list are drawn whole, and which only at a glance (decision 038). Drawing a row whole
 * builds and styles its twenty elements, a few milliseconds each row on a small machine: a frame that brings a
 * whole screen of new rows into view (a scroll bar dragged, a fling, the list filling in after it stopped) took
 * over 50 ms. So a frame draws at most `WHOLE_ROWS_PER_FRAME` new rows whole, none while the list moves more than
 * half a screen a frame; the others show their glance and are drawn whole in the frames that follow.
 */

/** New rows drawn whole in one frame, at most (about 8 ms of a 2-core machine's frame). */
export const WHOLE_ROWS_PER_FRAME = 4;

export type WholeRowsInput = {
  /** The rows in view and around it, the nearest to the middle of the view first. */
  ids: readonly string[];
  /** Drawn whole, or at a glance, by the frame before. */
  before: { whole: ReadonlySet<string>; glanced: ReadonlySet<string> };
  /** The list is being scrolled. */
  scrolling: boolean;
  /** It moved more than half a screen since the rows were last drawn. */
  fast: boolean;
  /** New rows this frame may still draw whole. */
  budget: number;
};

/**
 * The rows to draw whole: those drawn whole before; all of them when the list shows its first rows (nothing drawn
 * before: the screen opened, another filter's list); and, while the budget lasts and the list is not moving fast,
 * the others, nearest first (a page that came in below rows already drawn is such rows: a screen of them drawn
 * whole at once was a frame of 50–60 ms). `waiting`: some rows are left at a glance, to be drawn whole in a
 * coming frame.
 */
export function chooseWholeRows({ ids, before, scrolling, fast, budget }: WholeRowsInput) {
  const whole = new Set<string>();
  const glanced = new Set<string>();
  const allowed = fast ? 0 : budget;
  const firstRows = !scrolling && before.whole.size === 0 && before.glanced.size === 0;
  let left = allowed;
  for (const id of ids) {
    if (firstRows || before.whole.has(id)) whole.add(id);
    else if (left > 0) {
      whole.add(id);
      left -= 1;
    } else glanced.add(id);
  }
  return { whole, glanced, spent: allowed - left, waiting: glanced.size > 0 };
}

/** The time of the frame being drawn: renders within one frame share its budget. */
const frameTime = () => document.timeline?.currentTime ?? performance.now();

/**
 * `chooseWholeRows` for a virtual list drawn by React: remembers what the last frame drew, where its first row was
 * (`first`, to tell a fast move) and the budget spent in this frame, and once the list stops, draws again frame
 * after frame while rows wait at a glance.
 */
export function useWholeRows(ids: readonly string[], first: number, screenRows: number, scrolling: boolean) {
  const last = useRef({
    first,
    whole: new Set<string>() as ReadonlySet<string>,
    glanced: new Set<string>() as ReadonlySet<string>,
    frame: null as unknown,
    spent: 0,
  });
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const frame = frameTime();
  const before = last.current;
  const chosen = chooseWholeRows({
    ids,
    before,
    scrolling,
    fast: scrolling && Math.abs(first - before.first) * 2 > Math.max(1, screenRows),
    budget: Math.max(0, WHOLE_ROWS_PER_FRAME - (before.frame === frame ? before.spent : 0)),
  });
  useLayoutEffect(() => {
    const spent = last.current.frame === frame ? last.current.spent + chosen.spent : chosen.spent;
    last.current = { first, whole: chosen.whole, glanced: chosen.glanced, frame, spent };
    // While the list scrolls, each scroll draws again; once it stops, the frames that follow do.
    if (!chosen.waiting || scrolling) return;
    const next = requestAnimationFrame(redraw);
    return () => cancelAnimationFrame(next);
  });
  return chosen.whole;
}
