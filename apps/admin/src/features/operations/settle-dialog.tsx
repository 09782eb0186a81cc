import { failOperationBodySchema } from '@1xpay/contract';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';
import { useSettleOperation } from './api.ts';

export type Outcome = 'complete' | 'fail';

/**
 * The confirmation of a settlement: completing says what the customer gets; failing asks for the message the
 * customer will read (required, 500 characters at most). Nothing is sent before the admin confirms.
 */
export function SettleDialog({
  reference,
  outcome,
  onClose,
  onSettled,
}: {
  reference: string;
  outcome: Outcome | undefined;
  onClose: () => void;
  onSettled: (outcome: Outcome) => void;
}) {
  const t = useText();
  const settle = useSettleOperation(reference);
  const message = useRequiredText(failOperationBodySchema.shape.failureMessage);
  const close = () => {
    if (settle.isPending) return;
    settle.reset();
    message.clear();
    onClose();
  };
  const confirm = () => {
    if (settle.isPending || outcome === undefined) return;
    if (outcome === 'fail') {
      const failureMessage = message.take();
      if (failureMessage === undefined) return;
      settle.mutate({ outcome, failureMessage }, { onSuccess: () => onSettled(outcome) });
    } else settle.mutate({ outcome }, { onSuccess: () => onSettled(outcome) });
  };
  return (
    <ConfirmDialog
      open={outcome !== undefined}
      title={outcome === 'fail' ? t('settle.fail.title') : t('settle.complete.title')}
      confirmLabel={outcome === 'fail' ? t('settle.fail.confirm') : t('settle.complete.confirm')}
      danger={outcome === 'fail'}
      pending={settle.isPending}
      error={settle.error}
      onConfirm={confirm}
      onClose={close}
    >
      <p className="mb-3 font-mono text-sm text-ink-600">{reference}</p>
      {outcome === 'fail' ? (
        <TextAreaField
          label={t('settle.fail.message')}
          value={message.value}
          onChange={message.setValue}
          hint={t('settle.fail.hint')}
          error={message.invalid ? t('settle.fail.required') : undefined}
        />
      ) : (
        <p>{t('settle.complete.text')}</p>
      )}
    </ConfirmDialog>
  );
}
