import type { StatusKind } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { agentStatus } from '../lib/labels.ts';
import { useText } from '../lib/text.ts';

/** Each kind of status's colours (a push campaign's chip uses them too). */
export const TONE: Record<StatusKind, string> = {
  pending: 'bg-sun-400/20 text-ink-900',
  success: 'bg-brand-100 text-brand-700',
  blocked: 'bg-orange-100 text-orange-900',
  error: 'bg-red-100 text-red-800',
};

/**
 * A transaction's status for an agent: its class's colour, what happened in words (by the payment's type: a
 * blocked withdrawal says « retrait »), then its code, small (a failed operation makes it a 528). The customer's
 * own sentence is not the dashboard's.
 */
export function StatusChip({
  statusCode,
  finished,
  type = null,
  operationStatus = null,
}: {
  statusCode: number;
  finished: boolean;
  type?: string | null;
  /** Kept for the callers that pass the row as it is; the server's message is shown beside, not in, the chip. */
  message?: string | null;
  operationStatus?: string | null;
}) {
  const t = useText();
  const status = agentStatus(t, { statusCode, finished, operationStatus, type });
  return (
    <span
      title={`${status.label} (${status.code})`}
      className={cx(
        'inline-flex max-w-full items-baseline gap-1.5 self-start rounded-full px-2 py-0.5 text-xs font-semibold',
        TONE[status.kind],
      )}
    >
      <span className="truncate">{status.label}</span>
      <span className="shrink-0 font-normal tabular-nums">
        <span className="sr-only">{', '}</span>
        {status.code}
      </span>
    </span>
  );
}
