import { ApiError } from '@1xpay/client';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField, type useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';

/**
 * The confirmation of a master's decision on one transaction (a payment, its refund): the reference, what will
 * happen, the reason the audit log keeps (required), then what the decision asks besides (`children`). A 409 (it
 * changed meanwhile) is said in the dialog's own words rather than as a failure; any other error as ConfirmDialog
 * shows it.
 */
export function ReasonedDialog({
  reference,
  open,
  title,
  confirmLabel,
  text,
  conflictText,
  danger = false,
  pending,
  error,
  reason,
  onConfirm,
  onClose,
  children,
}: {
  reference: string;
  open: boolean;
  title: string;
  confirmLabel: string;
  text: string;
  conflictText: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  reason: ReturnType<typeof useRequiredText>;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useText();
  const conflict = error instanceof ApiError && error.status === 409;
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      danger={danger}
      pending={pending}
      error={conflict ? null : error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="mb-3 font-mono text-sm text-ink-600">{reference}</p>
      {open && <p className="mb-3">{text}</p>}
      {conflict && (
        <p role="alert" className="mb-3 rounded-[8px] bg-sun-400/20 p-3 text-ink-900">
          {conflictText}
        </p>
      )}
      <TextAreaField
        label={t('action.reason')}
        value={reason.value}
        onChange={reason.setValue}
        hint={t('action.reason.hint')}
        error={reason.invalid ? t('action.reason.required') : undefined}
      />
      {children}
    </ConfirmDialog>
  );
}
