import {
  errorMessageIn,
  type OperationRecord,
  resolveTransactionStatus,
  type StatusKind,
  type StatusRecord,
} from '@1xpay/domain';
import { useAppText, useLocale } from './text.ts';

export type StatusView = { code: number; kind: StatusKind; label: string; paid: boolean };

const PENDING_KEYS = {
  201: 'status.201',
  202: 'status.202',
  203: 'status.203',
  204: 'status.204',
  230: 'status.230',
  231: 'status.231',
  232: 'status.232',
} as const;

/**
 * A transaction's status as the customer reads it: §4's class and French label (resolveTransactionStatus), or the
 * same in English on the English app (the §8 messages in the API's English catalogue).
 */
export function useStatusView(): (status: StatusRecord, operation?: OperationRecord | null) => StatusView {
  const t = useAppText();
  const locale = useLocale();
  return (status, operation) => {
    const resolved = resolveTransactionStatus(status, operation);
    const view = { code: resolved.code, kind: resolved.kind, paid: resolved.paid };
    if (locale === 'fr') return { ...view, label: resolved.label };
    if (resolved.code === 528) return { ...view, label: resolved.label };
    if (resolved.kind === 'success')
      return { ...view, label: status.finished ? t('status.200.finished') : t('status.200.inProgress') };
    if (resolved.kind === 'blocked') return { ...view, label: t('status.235') };
    const pending = PENDING_KEYS[resolved.code as keyof typeof PENDING_KEYS];
    if (pending !== undefined) return { ...view, label: t(pending) };
    return { ...view, label: errorMessageIn(resolved.code, 'en') };
  };
}
