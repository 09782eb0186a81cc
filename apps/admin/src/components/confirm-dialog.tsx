import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useText } from '../lib/text.ts';
import { ErrorState } from './states.tsx';

const BUTTON = 'rounded-[8px] px-4 py-2 font-semibold outline-offset-2 data-[focus-visible]:outline-2';

/**
 * "Are you sure?" before an action that changes someone's account or money: what will happen, the failure of the
 * last try (§8's words), and the two choices; nothing is sent before the admin confirms.
 *
 * Built on React Aria Components (decision 025): the modal keeps the focus inside while open and gives it back to
 * what opened it, hides the rest of the page from screen readers, stops the page scrolling behind it, and closes on
 * Escape, outside it or on "Annuler", except while the action is on its way (the admin waits for its answer).
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
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      className="dialog-overlay fixed inset-0 z-50 flex items-center justify-center bg-ink-950/60 p-4"
    >
      <Modal className="dialog-panel w-full max-w-md rounded-[30px] bg-white p-6 text-ink-900 shadow-2xl">
        <Dialog className="space-y-4 outline-none">
          <Heading slot="title" className="text-lg font-bold">
            {title}
          </Heading>
          <div className="text-ink-700">{children}</div>
          {error !== null && error !== undefined && <ErrorState error={error} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              onPress={onClose}
              className={`${BUTTON} text-ink-700 ring-1 ring-ink-200 outline-brand-600 data-[hovered]:bg-ink-50`}
            >
              {t('settle.cancel')}
            </Button>
            <Button
              {...(pending || waiting ? { 'aria-disabled': true } : {})}
              onPress={() => {
                if (!pending && !waiting) onConfirm();
              }}
              className={
                danger
                  ? `${BUTTON} bg-red-700 text-white outline-red-700 data-[hovered]:bg-red-800`
                  : `${BUTTON} bg-brand-600 text-white outline-brand-600 data-[hovered]:bg-brand-700`
              }
            >
              {pending ? t('settle.pending') : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
