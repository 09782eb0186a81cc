import { ApiError } from '@1xpay/client';
import { recoveryBodySchema } from '@1xpay/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';
import { type Decision, useDecision } from './api.ts';

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
  const conflict = decide.error instanceof ApiError && decide.error.status === 409;
  return (
    <ConfirmDialog
      open={decision !== undefined}
      title={decision === undefined ? '' : t(`action.${decision}.title`)}
      confirmLabel={decision === undefined ? '' : t(`action.${decision}`)}
      danger={decision === 'reverse' || decision === 'cancel'}
      pending={decide.isPending}
      error={conflict ? null : decide.error}
      onConfirm={confirm}
      onClose={close}
    >
      <p className="mb-3 font-mono text-sm text-ink-600">{reference}</p>
      {decision !== undefined && <p className="mb-3">{t(`action.${decision}.text`)}</p>}
      {conflict && (
        <p role="alert" className="mb-3 rounded-[8px] bg-sun-400/20 p-3 text-ink-900">
          {t('action.conflict')}
        </p>
      )}
      <TextAreaField
        label={t('action.reason')}
        value={reason.value}
        onChange={reason.setValue}
        hint={t('action.reason.hint')}
        error={reason.invalid ? t('action.reason.required') : undefined}
      />
      {decision !== undefined && WITH_MESSAGE.includes(decision) && (
        <div className="mt-3">
          <TextAreaField label={t('action.message')} value={message} onChange={setMessage} rows={2} />
        </div>
      )}
    </ConfirmDialog>
  );
}
