import { totpResetBodySchema } from '@1xpay/contract';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';
import { useResetTotp } from './api.ts';

/**
 * The master's confirmation before resetting an admin's two-factor sign-in: what it does, and the reason (required,
 * for the audit log). Nothing is sent before the master confirms with a reason.
 */
export function TotpResetDialog({
  uuid,
  name,
  open,
  onClose,
  onDone,
}: {
  uuid: string;
  name: string;
  open: boolean;
  onClose: () => void;
  onDone: (ended: number) => void;
}) {
  const t = useText();
  const reset = useResetTotp(uuid);
  const reason = useRequiredText(totpResetBodySchema.shape.reason);
  const close = () => {
    if (reset.isPending) return;
    reset.reset();
    reason.clear();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('user.totpReset.title', { name })}
      confirmLabel={t('user.totpReset.confirm')}
      danger
      pending={reset.isPending}
      error={reset.error}
      onClose={close}
      onConfirm={() => {
        const text = reason.take();
        if (text === undefined) return;
        reset.mutate(text, {
          onSuccess: ({ ended }) => {
            reason.clear();
            onDone(ended);
          },
        });
      }}
    >
      <p className="mb-3">{t('user.totpReset.text')}</p>
      <TextAreaField
        label={t('action.reason')}
        value={reason.value}
        onChange={reason.setValue}
        hint={t('action.reason.hint')}
        error={reason.invalid ? t('action.reason.required') : undefined}
      />
    </ConfirmDialog>
  );
}
