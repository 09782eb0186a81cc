import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { cx } from './cx.ts';

export type ToastKind = 'success' | 'info' | 'danger' | 'warning';
type Toast = { id: number; kind: ToastKind; text: string; leaving: boolean };

/**
 * §9 (the dashboard's and the customer app's toasts): a toast hides after 5 s with a 0.5 s animation; one shown
 * waits 1 s before another replaces it.
 */
export const TOAST_VISIBLE_MS = 5000;
export const TOAST_HIDE_MS = 500;
export const TOAST_REPLACE_DELAY_MS = 1000;

const ToastContext = createContext<(kind: ToastKind, text: string) => void>(() => {});

export const useToast = () => useContext(ToastContext);

const TONES: Record<ToastKind, string> = {
  success: 'bg-brand-700 text-white',
  info: 'bg-ink-800 text-white',
  danger: 'bg-red-700 text-white',
  warning: 'bg-sun-400 text-ink-900',
};

export function Toasts({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | undefined>();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const counter = useRef(0);
  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clear, [clear]);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = ++counter.current;
      const present = () => {
        clear();
        setToast({ id, kind, text, leaving: false });
        timers.current.push(
          setTimeout(
            () => setToast((current) => (current?.id === id ? { ...current, leaving: true } : current)),
            TOAST_VISIBLE_MS,
          ),
          setTimeout(
            () => setToast((current) => (current?.id === id ? undefined : current)),
            TOAST_VISIBLE_MS + TOAST_HIDE_MS,
          ),
        );
      };
      if (toast === undefined) present();
      else {
        clear();
        setToast((current) => (current === undefined ? current : { ...current, leaving: true }));
        timers.current.push(setTimeout(present, TOAST_REPLACE_DELAY_MS));
      }
    },
    [toast, clear],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:bottom-6"
      >
        {toast !== undefined && (
          <p
            data-toast={toast.kind}
            className={cx(
              'pointer-events-auto rounded-[20px] px-5 py-3 text-sm font-semibold shadow-lg transition-all duration-500',
              TONES[toast.kind],
              toast.leaving ? 'translate-y-2 opacity-0' : 'translate-y-0 opacity-100',
            )}
          >
            {toast.text}
          </p>
        )}
      </div>
    </ToastContext.Provider>
  );
}
