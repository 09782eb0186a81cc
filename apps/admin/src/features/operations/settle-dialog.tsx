import { failOperationBodySchema } from '@1xpay/contract';
import { Dialog } from '@1xpay/ui';
import { type FormEvent, useId, useState } from 'react';
import { ErrorState } from '../../components/states.tsx';
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
  const id = useId();
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
  const confirm = (event: FormEvent) => {
    event.preventDefault();
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
  const title = outcome === 'fail' ? t('settle.fail.title') : t('settle.complete.title');
  return (
    <Dialog
      open={outcome !== undefined}
      onClose={close}
      title={title}
      closeLabel={t('settle.close')}
      className="w-full max-w-md p-6"
    >
      <form onSubmit={confirm} className="space-y-4" noValidate>
        <p className="pr-8 text-lg font-bold">{title}</p>
        <p className="font-mono text-sm text-ink-600">{reference}</p>
        {outcome === 'fail' ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-message`} className="block text-sm font-semibold">
              {t('settle.fail.message')}
            </label>
            <textarea
              id={`${id}-message`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={500}
              rows={3}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-hint`}
              className="block w-full rounded-[8px] border border-ink-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <p id={`${id}-hint`} className={invalid ? 'text-sm text-red-700' : 'text-sm text-ink-500'}>
              {invalid ? t('settle.fail.required') : t('settle.fail.hint')}
            </p>
          </div>
        ) : (
          <p className="text-ink-700">{t('settle.complete.text')}</p>
        )}
        {settle.error !== null && <ErrorState error={settle.error} />}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="rounded-[8px] px-4 py-2 font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('settle.cancel')}
          </button>
          <button
            type="submit"
            aria-disabled={settle.isPending || undefined}
            className={
              outcome === 'fail'
                ? 'rounded-[8px] bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'
                : 'rounded-[8px] bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
            }
          >
            {settle.isPending
              ? t('settle.pending')
              : outcome === 'fail'
                ? t('settle.fail.confirm')
                : t('settle.complete.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
