import { suspendBodySchema } from '@1xpay/contract';
import { useToast } from '@1xpay/ui';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { useText } from '../../lib/text.ts';
import { useSuspension } from './api.ts';

/**
 * Suspending a customer's payments (the reason is shown to them) or resuming them (the reason goes to the audit
 * log), after a confirmation (issue 34).
 */
export function SuspensionDialog({
  uuid,
  name,
  suspend,
  open,
  onClose,
}: {
  uuid: string;
  name: string;
  suspend: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const t = useText();
  const toast = useToast();
  const change = useSuspension(uuid);
  const reason = useRequiredText(suspendBodySchema.shape.reason);
  const close = () => {
    if (change.isPending) return;
    change.reset();
    reason.clear();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t(suspend ? 'user.suspend.title' : 'user.resume.title', { name })}
      confirmLabel={t(suspend ? 'user.suspend' : 'user.resume')}
      pending={change.isPending}
      error={change.error}
      danger={suspend}
      onConfirm={() => {
        const text = reason.take();
        if (text === undefined) return;
        change.mutate(
          { suspend, reason: text },
          {
            onSuccess: () => {
              toast('success', t(suspend ? 'user.suspend.done' : 'user.resume.done'));
              close();
            },
          },
        );
      }}
      onClose={close}
    >
      <div className="space-y-3">
        <p>{t(suspend ? 'user.suspend.text' : 'user.resume.text')}</p>
        <TextAreaField
          label={t(suspend ? 'identity.reason' : 'user.resume.reason')}
          value={reason.value}
          onChange={reason.setValue}
          error={reason.invalid ? t('identity.reason.missing') : undefined}
        />
      </div>
    </ConfirmDialog>
  );
}
