/** A figure's change against the previous period, as shown beside it. */
export type Change = { text: string; direction: 'up' | 'down' | 'flat' };

const DAY_MS = 86_400_000;
const FIRST_DAY = '2000-01-01';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The period just before `from`–`to` (UTC days, both included), as long: 1–30 November → 2–31 October. Undefined
 * when it would start before the first day the API counts.
 */
export function previousRange(from: string, to: string): { from: string; to: string } | undefined {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return undefined;
  const days = Math.round((end - start) / DAY_MS) + 1;
  const previous = { from: dayOf(start - days * DAY_MS), to: dayOf(start - DAY_MS) };
  return previous.from < FIRST_DAY ? undefined : previous;
}

type Format = (value: number, options: Intl.NumberFormatOptions) => string;

/**
 * A count's or an amount's change in percent (« +12,5 % », « −3 % »), « = » when equal; a figure that had nothing
 * before is « nouveau », one that had nothing and still has nothing is « = ». Undefined without a previous figure.
 */
export function changeOf(
  current: number,
  previous: number | undefined,
  format: Format,
  words: { new: string; same: string },
): Change | undefined {
  if (previous === undefined) return undefined;
  if (current === previous) return { text: words.same, direction: 'flat' };
  if (previous === 0) return { text: words.new, direction: 'up' };
  const ratio = (current - previous) / previous;
  return {
    text: format(ratio, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
    direction: ratio > 0 ? 'up' : 'down',
  };
}

/** A rate's change in percentage points (« +2,1 pts »); undefined when either period has no rate. */
export function rateChangeOf(
  current: number | null,
  previous: number | null | undefined,
  format: Format,
  words: { points: (value: string) => string; same: string },
): Change | undefined {
  if (current === null || previous === null || previous === undefined) return undefined;
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return { text: words.same, direction: 'flat' };
  return {
    text: words.points(format(points, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })),
    direction: points > 0 ? 'up' : 'down',
  };
}
