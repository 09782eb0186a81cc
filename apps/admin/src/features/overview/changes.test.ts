import { describe, expect, it } from 'vitest';
import { changeOf, previousRange, rateChangeOf } from './changes.ts';

const format = (value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('fr-FR', options).format(value);
const words = { new: 'nouveau', same: '=' };

describe('the overview’s changes against the previous period', () => {
  it('compares with the span as long just before, across months and years', () => {
    expect(previousRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange('2026-01-01', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(previousRange('2000-01-01', '2000-01-10')).toBeUndefined();
    expect(previousRange('2026-11-30', '2026-11-01')).toBeUndefined();
  });

  it('says a change in percent, « nouveau » from nothing, « = » when equal, nothing without a previous figure', () => {
    expect(changeOf(150, 100, format, words)).toEqual({ text: '+50\u00a0%', direction: 'up' });
    expect(changeOf(97, 100, format, words)).toEqual({ text: '-3\u00a0%', direction: 'down' });
    expect(changeOf(5, 0, format, words)).toEqual({ text: 'nouveau', direction: 'up' });
    expect(changeOf(0, 0, format, words)).toEqual({ text: '=', direction: 'flat' });
    expect(changeOf(5, undefined, format, words)).toBeUndefined();
  });

  it('says a rate’s change in points, nothing when a period has no rate', () => {
    const points = { points: (value: string) => `${value} pt`, same: '=' };
    expect(rateChangeOf(0.875, 0.8, format, points)).toEqual({ text: '+7,5 pt', direction: 'up' });
    expect(rateChangeOf(0.8, 0.875, format, points)).toEqual({ text: '-7,5 pt', direction: 'down' });
    expect(rateChangeOf(0.8, null, format, points)).toBeUndefined();
  });
});
