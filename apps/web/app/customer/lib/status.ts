import {
  errorMessageIn,
  frenchTypography,
  type OperationRecord,
  resolveTransactionStatus,
  type StatusKind,
  type StatusRecord,
} from '@1xpay/domain';
import { useAppText, useLocale } from './text.ts';

/**
 * A status as the customer reads it: `chip`, the short word of its chip (« En attente », « Payé » (a withdrawal:
 * « Confirmé »), « Réussi », « Bloqué », « Échec »), and `label`, the sentence under it (§4's for a pending or paid step, worded for the
 * operation's type: a transfer never reads « dépôt en cours »; §8's for a failure).
 */
export type StatusView = { code: number; kind: StatusKind; chip: string; label: string; paid: boolean };

/** The operation a transaction is: its wording on every screen, receipt and notice. */
export type OperationType = 'deposit' | 'transfer' | 'withdrawal';

export function operationType(type: string | undefined): OperationType {
  return type === 'transfer' || type === 'withdrawal' ? type : 'deposit';
}

/** The name of each type of operation, the same on every screen, receipt and notice. */
export const TYPE_KEYS = {
  deposit: 'tx.deposit',
  transfer: 'tx.transfer',
  withdrawal: 'tx.withdrawal',
} as const;

const STEP_KEYS = {
  201: 'status.201',
  202: 'status.202',
  203: 'status.203',
  204: 'status.204',
} as const;

const PAID_KEYS = {
  deposit: { 230: 'status.230.deposit', 231: 'status.231.deposit', 235: 'status.235.deposit' },
  transfer: { 230: 'status.230.transfer', 231: 'status.231.transfer', 235: 'status.235.transfer' },
  withdrawal: { 230: 'status.230.withdrawal', 231: 'status.231.withdrawal', 235: 'status.235.withdrawal' },
} as const;

const DONE_KEYS = {
  deposit: 'status.200.deposit',
  transfer: 'status.200.transfer',
  withdrawal: 'status.200.withdrawal',
} as const;

/**
 * A transaction's status as the customer reads it: §4's class (resolveTransactionStatus), a short chip and the
 * sentence for its type, in the app's language and with French typography.
 */
export function useStatusView(): (
  status: StatusRecord,
  operation?: OperationRecord | null,
  type?: string,
) => StatusView {
  const t = useAppText();
  const locale = useLocale();
  return (status, operation, type) => {
    const resolved = resolveTransactionStatus(status, operation);
    const kind = resolved.kind;
    const of = operationType(type);
    const code = resolved.code === 232 ? 230 : resolved.code;
    // A withdrawal is never paid by the customer: once the partner confirmed its code, it is « Confirmé ».
    const paidChip = of === 'withdrawal' ? t('chip.confirmed') : t('chip.paid');
    const chip =
      kind === 'success'
        ? status.finished
          ? t('chip.success')
          : paidChip
        : kind === 'blocked'
          ? t('chip.blocked')
          : kind === 'error'
            ? t('chip.error')
            : resolved.paid
              ? paidChip
              : t('chip.pending');
    let label: string;
    if (kind === 'success') label = status.finished ? t(DONE_KEYS[of]) : t('status.200.inProgress');
    else if (kind === 'blocked') label = t(PAID_KEYS[of][235]);
    else if (kind === 'pending') {
      const paid = PAID_KEYS[of][code as 230 | 231];
      const step = STEP_KEYS[code as keyof typeof STEP_KEYS];
      label = paid !== undefined ? t(paid) : step !== undefined ? t(step) : t('status.202');
    } else if (resolved.code === 528 || locale === 'fr') label = frenchTypography(resolved.label);
    else label = errorMessageIn(resolved.code, 'en');
    return { code: resolved.code, kind, chip, label, paid: resolved.paid };
  };
}
