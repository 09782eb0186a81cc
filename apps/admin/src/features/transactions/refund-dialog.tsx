import { refundPaidOutsideBodySchema } from '@1xpay/contract';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';
import { type RefundAction, useRefundAction } from './api.ts';
import { ReasonedDialog } from './reasoned-dialog.tsx';

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
  return (
    <ReasonedDialog
      reference={reference}
      open={action !== undefined}
      title={action === undefined ? '' : t(`refunds.${action}.title`)}
      confirmLabel={action === undefined ? '' : t(`refunds.${action}`)}
      text={action === undefined ? '' : t(`refunds.${action}.text`)}
      conflictText={t('refunds.conflict')}
      pending={act.isPending}
      error={act.error}
      reason={reason}
      onConfirm={confirm}
      onClose={close}
    >
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
    </ReasonedDialog>
  );
}
