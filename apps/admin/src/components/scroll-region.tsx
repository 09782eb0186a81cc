import { cx } from '@1xpay/ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A box that scrolls sideways when what it holds is wider than the screen (a table at 360 px). While it does, it is
 * a named group in the tab order, so a keyboard reaches it and scrolls it with the arrow keys and a screen reader
 * says what it is (axe-core's scrollable-region-focusable, decision 052); while everything fits, it is a plain box,
 * and no useless stop in the tab order. A group, not a region: it is no landmark of its own beside the section that
 * holds it (and may bear the same name).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the region holds, as a screen reader says it (a table's caption or its section's title). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      {...(scrolls ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
      className={cx('overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600', className)}
    >
      {children}
    </div>
  );
}
