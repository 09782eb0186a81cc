import { ApiError } from '@1xpay/client';
import { refundPaidOutsideBodySchema } from '@1xpay/contract';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';
import { type RefundAction, useRefundAction } from './api.ts';

/**
 * The confirmation of an action on a failed refund: what will happen, the reason (required, for the audit log)
 * and, to record it paid outside the system, the outside reference (required: the mobile-money transaction id).
 * Nothing is sent before the master confirms; a 409 (it changed meanwhile) says so, and the list is refreshed.
 */
export function RefundDialog({
  reference,
  action,
  onClose,
  onDone,
}: {
  reference: string;
  action: RefundAction | undefined;
  onClose: () => void;
  onDone: (action: RefundAction, pending: boolean) => void;
}) {
  const t = useText();
  const act = useRefundAction(reference);
  const reason = useRequiredText(refundPaidOutsideBodySchema.shape.reason);
  const outside = useRequiredText(refundPaidOutsideBodySchema.shape.outsideReference);
  const close = () => {
    if (act.isPending) return;
    act.reset();
    reason.clear();
    outside.clear();
    onClose();
  };
  const confirm = () => {
    if (act.isPending || action === undefined) return;
    const why = reason.take();
    const where = action === 'paidOutside' ? outside.take() : '';
    if (why === undefined || where === undefined) return;
    act.mutate(
      { action, reason: why, outsideReference: where },
      { onSuccess: ({ pending }) => onDone(action, pending) },
    );
  };
  const conflict = act.error instanceof ApiError && act.error.status === 409;
  return (
    <ConfirmDialog
      open={action !== undefined}
      title={action === undefined ? '' : t(`refunds.${action}.title`)}
      confirmLabel={action === undefined ? '' : t(`refunds.${action}`)}
      pending={act.isPending}
      error={conflict ? null : act.error}
      onConfirm={confirm}
      onClose={close}
    >
      <p className="mb-3 font-mono text-sm text-ink-600">{reference}</p>
      {action !== undefined && <p className="mb-3">{t(`refunds.${action}.text`)}</p>}
      {conflict && (
        <p role="alert" className="mb-3 rounded-[8px] bg-sun-400/20 p-3 text-ink-900">
          {t('refunds.conflict')}
        </p>
      )}
      <TextAreaField
        label={t('action.reason')}
        value={reason.value}
        onChange={reason.setValue}
        hint={t('action.reason.hint')}
        error={reason.invalid ? t('action.reason.required') : undefined}
      />
      {action === 'paidOutside' && (
        <div className="mt-3">
          <TextAreaField
            label={t('refunds.outsideReference')}
            value={outside.value}
            onChange={outside.setValue}
            rows={1}
            maxLength={120}
            hint={t('refunds.outsideReference.hint')}
            error={outside.invalid ? t('refunds.outsideReference.required') : undefined}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}
