import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from './cx.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, on the backdrop and on the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog that stays in the page: hidden, it fades out with a downward shift (500 ms), ignores the pointer
 * and is inert; open, it traps the focus, closes on Escape, the backdrop or its close button, and gives the focus
 * back to what had it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, className }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || panel.current === null) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstItem = items[0];
      const lastItem = items.at(-1);
      if (firstItem === undefined || lastItem === undefined) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnTo.current?.focus();
    };
  }, [open, onClose]);

  return (
    <div
      className={cx(
        'fixed inset-0 z-50 flex items-center justify-center p-4 transition-all duration-500',
        open
          ? 'pointer-events-auto translate-y-0 opacity-100'
          : 'pointer-events-none -translate-y-4 opacity-0',
      )}
      data-state={open ? 'open' : 'closed'}
      inert={!open}
      aria-hidden={!open}
    >
      <div className="absolute inset-0 bg-ink-950/60" data-backdrop="" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('relative rounded-[30px] bg-white text-ink-900 shadow-2xl outline-none', className)}
      >
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </div>
  );
}
