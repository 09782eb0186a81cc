import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from './cx.ts';

export type ToastKind = 'success' | 'info' | 'danger' | 'warning';
export type ToastInput = { kind: ToastKind; message: ReactNode };

/** §9: shown 5 s, 0.5 s to hide, 1 s before replacing one already shown. */
export const TOAST_TIMINGS = { visibleMs: 5000, hideMs: 500, replaceDelayMs: 1000 };

/** §4's four templates and their placeholder texts. */
export const TOAST_TEMPLATES: Readonly<Record<ToastKind, string>> = {
  success: 'Item moved successfully.',
  info: 'Item has been deleted.',
  danger: 'Improve password difficulty.',
  warning: 'Improve password difficulty.',
};

const STYLES: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
  danger: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
};

type Shown = ToastInput & { id: number; leaving: boolean };
const ToastContext = createContext<((toast: ToastInput) => void) | undefined>(undefined);

/** One toast at a time: a new one waits for the current to hide (1 s), then shows for 5 s. */
export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const ids = useRef(0);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);
  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clear, [clear]);

  const present = useCallback(
    (toast: ToastInput) => {
      ids.current += 1;
      const id = ids.current;
      setShown({ ...toast, id, leaving: false });
      later(TOAST_TIMINGS.visibleMs, () => setShown((s) => (s?.id === id ? { ...s, leaving: true } : s)));
      later(TOAST_TIMINGS.visibleMs + TOAST_TIMINGS.hideMs, () =>
        setShown((s) => (s?.id === id ? undefined : s)),
      );
    },
    [later],
  );

  const show = useCallback(
    (toast: ToastInput) => {
      clear();
      setShown((current) => {
        if (current === undefined) {
          queueMicrotask(() => present(toast));
          return current;
        }
        later(TOAST_TIMINGS.replaceDelayMs, () => present(toast));
        return { ...current, leaving: true };
      });
    },
    [clear, later, present],
  );

  const dismiss = () => setShown((s) => (s === undefined ? s : { ...s, leaving: true }));
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col">
        <div role="status" aria-live="polite" aria-atomic="true">
          {shown !== undefined && (
            <div
              data-kind={shown.kind}
              className={cx(
                'pointer-events-auto flex items-start gap-3 rounded-[8px] border-l-4 p-4 shadow-lg transition-opacity duration-500',
                STYLES[shown.kind],
                shown.leaving ? 'opacity-0' : 'opacity-100',
              )}
            >
              <p className="flex-1 text-sm">{shown.message}</p>
              <button
                type="button"
                onClick={dismiss}
                aria-label={closeLabel}
                className="text-current opacity-70"
              >
                ×
              </button>
            </div>
          )}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (show === undefined) throw new Error('useToast needs a ToastProvider');
  return show;
}
