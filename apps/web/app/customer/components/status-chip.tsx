import type { StatusKind } from '@1xpay/domain';
import { cx } from '@1xpay/ui';

const TONES: Record<StatusKind, string> = {
  pending: 'bg-sun-400/20 text-ink-900',
  success: 'bg-brand-100 text-brand-800',
  blocked: 'bg-orange-100 text-orange-900',
  error: 'bg-red-100 text-red-800',
};

/** A status in its class's colour, with its words (never the colour alone). */
export function StatusChip({
  kind,
  label,
  className,
}: {
  kind: StatusKind;
  label: string;
  className?: string;
}) {
  return (
    <span
      data-status={kind}
      className={cx('inline-flex rounded-full px-2.5 py-1 text-xs font-semibold', TONES[kind], className)}
    >
      {label}
    </span>
  );
}
