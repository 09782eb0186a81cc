import { resolveTransactionStatus, type StatusKind } from '@1xpay/domain';
import { cx } from '@1xpay/ui';

/** Each kind of status's colours (a push campaign's chip uses them too). */
export const TONE: Record<StatusKind, string> = {
  pending: 'bg-sun-400/20 text-ink-900',
  success: 'bg-brand-100 text-brand-700',
  blocked: 'bg-orange-100 text-orange-900',
  error: 'bg-red-100 text-red-800',
};

/**
 * A transaction's status as §4 shows it: its class's colour, its code and the French label the customer reads
 * (a failed operation makes it a 528 with the operation's message).
 */
export function StatusChip({
  statusCode,
  finished,
  message = null,
  operationStatus = null,
}: {
  statusCode: number;
  finished: boolean;
  message?: string | null;
  operationStatus?: string | null;
}) {
  const status = resolveTransactionStatus(
    { statusCode, message, finished },
    operationStatus === null ? null : { operationStatus, failureMessage: message },
  );
  return (
    <span
      lang="fr"
      className={cx(
        'inline-flex max-w-full self-start rounded-full px-2 py-0.5 text-xs font-semibold',
        TONE[status.kind],
      )}
    >
      <span className="truncate">
        {status.code} · {status.label}
      </span>
    </span>
  );
}
