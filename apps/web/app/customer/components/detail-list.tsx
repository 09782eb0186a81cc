import { cx } from '@1xpay/ui';
import type { ReactNode } from 'react';

/** Labelled values, one a line: the label on the left, the value on the right (wrapping between words). */
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
        <div key={label} className={cx('flex justify-between gap-4', !compact && 'py-2.5')}>
          <dt className="text-ink-600">{label}</dt>
          <dd className="min-w-0 text-right font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
