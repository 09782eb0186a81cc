import { recoveryBodySchema } from '@1xpay/contract';
import { useState } from 'react';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';
import { type Decision, useDecision } from './api.ts';
import { ReasonedDialog } from './reasoned-dialog.tsx';

/** Decisions that change what the customer sees: they may carry the customer's message. */
const WITH_MESSAGE: readonly Decision[] = ['reverse', 'cancel'];

/**
 * The confirmation of a decision on a payment: what will happen, the reason (required, for the audit log) and,
 * for a reversal or a cancellation, the message the customer will read (the server's default otherwise). Nothing
 * is sent before the master confirms; a 409 (it changed meanwhile) says so, and the detail behind is refreshed.
 */
export function DecisionDialog({
  reference,
  decision,
  onClose,
  onDone,
}: {
  reference: string;
  decision: Decision | undefined;
  onClose: () => void;
  onDone: (decision: Decision) => void;
}) {
  const t = useText();
  const decide = useDecision(reference);
  const reason = useRequiredText(recoveryBodySchema.shape.reason);
  const [message, setMessage] = useState('');
  const close = () => {
    if (decide.isPending) return;
    decide.reset();
    reason.clear();
    setMessage('');
    onClose();
  };
  const confirm = () => {
    if (decide.isPending || decision === undefined) return;
    const text = reason.take();
    if (text === undefined) return;
    decide.mutate({ decision, reason: text, message: message.trim() }, { onSuccess: () => onDone(decision) });
  };
  return (
    <ReasonedDialog
      reference={reference}
      open={decision !== undefined}
      title={decision === undefined ? '' : t(`action.${decision}.title`)}
      confirmLabel={decision === undefined ? '' : t(`action.${decision}`)}
      text={decision === undefined ? '' : t(`action.${decision}.text`)}
      conflictText={t('action.conflict')}
      danger={decision === 'reverse' || decision === 'cancel'}
      pending={decide.isPending}
      error={decide.error}
      reason={reason}
      onConfirm={confirm}
      onClose={close}
    >
      {decision !== undefined && WITH_MESSAGE.includes(decision) && (
        <div className="mt-3">
          <TextAreaField label={t('action.message')} value={message} onChange={setMessage} rows={2} />
        </div>
      )}
    </ReasonedDialog>
  );
}
