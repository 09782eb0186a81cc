import type { AdminTransaction } from '@1xpay/contract';
import { cx } from '@1xpay/ui';
import { useText } from '../lib/text.ts';

/** A transaction's payment method (its operator's rail), as a short badge in front of the operation. */
export function MethodBadge({ method }: { method: AdminTransaction['method'] }) {
  const t = useText();
  return (
    <span
      className={cx(
        'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
        method === 'mobile_money'
          ? 'bg-ink-100 text-ink-800'
          : method === 'card'
            ? 'bg-brand-50 text-brand-800'
            : 'bg-white text-ink-800 ring-1 ring-ink-300',
      )}
    >
      {t(`method.${method}`)}
    </span>
  );
}
