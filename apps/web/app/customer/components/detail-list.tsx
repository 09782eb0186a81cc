import { cx } from '@1xpay/ui';
import type { ReactNode } from 'react';

/**
 * Labelled values, one a line: the label on the left, kept whole, the value on the right; a value too wide to sit
 * beside its label goes under it, right-aligned (a Token inside it is never broken; other text wraps between words).
 */
export function DetailList({
  rows,
  compact = false,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  compact?: boolean;
}) {
  return (
    <dl className={compact ? 'space-y-1.5 text-sm' : 'divide-y divide-ink-100'}>
      {rows.map(([label, value]) => (
        <div
          key={label}
          className={cx('flex flex-wrap justify-between gap-x-4 gap-y-0.5', !compact && 'py-2.5')}
        >
          <dt className="whitespace-nowrap text-ink-600">{label}</dt>
          <dd className="ml-auto min-w-0 text-right font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
