import { Dialog } from '@1xpay/ui';
import type { ReactNode } from 'react';
import { useText } from '../lib/text.ts';
import { ErrorState } from './states.tsx';

/**
 * "Are you sure?" before an action that changes someone's account or money: what will happen, the failure of the
 * last try (§8's words), and the two choices; nothing is sent before the admin confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  waiting = false,
  error,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** What the choice rests on is still loading: the confirm button waits (a click would have nothing to send). */
  waiting?: boolean;
  error: unknown;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('settle.close')}
      className="w-full max-w-md p-6"
    >
      <div className="space-y-4">
        <p className="pr-8 text-lg font-bold">{title}</p>
        <div className="text-ink-700">{children}</div>
        {error !== null && error !== undefined && <ErrorState error={error} />}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-[8px] px-4 py-2 font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('settle.cancel')}
          </button>
          <button
            type="button"
            aria-disabled={pending || waiting || undefined}
            onClick={() => {
              if (!pending && !waiting) onConfirm();
            }}
            className={
              danger
                ? 'rounded-[8px] bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'
                : 'rounded-[8px] bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
            }
          >
            {pending ? t('settle.pending') : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
