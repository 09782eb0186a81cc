import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx.ts';

export type TooltipProps = {
  content: ReactNode;
  /** §9: 200 ms by default; the header's tooltips show at once. */
  showDelayMs?: number;
  /** §9: 0 by default; the header's tooltips stay 1000 ms. */
  hideDelayMs?: number;
  /** Distance from the trigger (§9: 5 px). */
  offsetPx?: number;
  children: (props: { 'aria-describedby': string }) => ReactElement;
  className?: string;
};

/** A tooltip on hover and on keyboard focus, dismissed with Escape. */
export function Tooltip({
  content,
  showDelayMs = 200,
  hideDelayMs = 0,
  offsetPx = 5,
  children,
  className,
}: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setVisible(next);
    else timer.current = setTimeout(() => setVisible(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') schedule(false, 0);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the trigger inside is focusable.
    <span
      className="relative inline-flex"
      onMouseEnter={() => schedule(true, showDelayMs)}
      onMouseLeave={() => schedule(false, hideDelayMs)}
      onFocus={() => schedule(true, showDelayMs)}
      onBlur={() => schedule(false, hideDelayMs)}
    >
      {children({ 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        style={{ marginTop: offsetPx }}
        className={cx(
          'absolute top-full left-1/2 z-40 -translate-x-1/2 rounded-lg bg-ink-900 px-3 py-1.5 text-xs whitespace-nowrap text-white shadow-lg transition-opacity',
          visible ? 'opacity-100' : 'pointer-events-none opacity-0',
          className,
        )}
        hidden={!visible}
      >
        {content}
      </span>
    </span>
  );
}
