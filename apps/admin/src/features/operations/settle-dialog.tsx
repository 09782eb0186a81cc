import { failOperationBodySchema } from '@1xpay/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
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
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const close = () => {
    if (settle.isPending) return;
    settle.reset();
    setMessage('');
    setInvalid(false);
    onClose();
  };
  const confirm = () => {
    if (settle.isPending || outcome === undefined) return;
    if (outcome === 'fail') {
      const parsed = failOperationBodySchema.safeParse({ failureMessage: message });
      if (!parsed.success) {
        setInvalid(true);
        return;
      }
      settle.mutate(
        { outcome, failureMessage: parsed.data.failureMessage },
        { onSuccess: () => onSettled(outcome) },
      );
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
          value={message}
          onChange={setMessage}
          hint={t('settle.fail.hint')}
          error={invalid ? t('settle.fail.required') : undefined}
        />
      ) : (
        <p>{t('settle.complete.text')}</p>
      )}
    </ConfirmDialog>
  );
}
