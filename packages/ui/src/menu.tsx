import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from './cx.ts';

export type MenuItem = { href: string; label: string; description?: string; placeholder?: boolean };

/** How a link is drawn: a router's Link in an app, a plain anchor by default. */
export type LinkRenderer = (props: {
  href: string;
  className: string;
  children: ReactNode;
  'data-menu-item'?: boolean;
  onClick?: () => void;
  'aria-disabled'?: boolean;
}) => ReactNode;

export const plainLink: LinkRenderer = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/** §9: the menu hides 400 ms after the pointer leaves. */
export const MENU_HIDE_DELAY_MS = 400;

export type MenuProps = {
  label: string;
  items: readonly MenuItem[];
  renderLink?: LinkRenderer;
  /** Renders a placeholder item (e.g. with a tooltip); by default a disabled-looking entry. */
  renderPlaceholder?: (item: MenuItem) => ReactNode;
  /** Hover opens it (desktop); on touch screens only a click does. */
  hover?: boolean;
  tone?: 'light' | 'dark';
};

/**
 * A disclosure menu of links (the navigation pattern, not an application menu): opens on hover (desktop) and on
 * click, hides 400 ms after the pointer leaves; by keyboard, Enter, Space or ArrowDown opens it on its first link,
 * arrows, Home and End move, Escape closes it and returns to the button, and focus leaving it closes it.
 */
export function Menu({
  label,
  items,
  renderLink = plainLink,
  renderPlaceholder,
  hover = true,
  tone = 'light',
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const root = button.current?.parentElement;
      if (root !== null && root !== undefined && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => [...(list.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
  const focusAt = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusAt(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') close(true);
  };
  const onListKey = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusAt(at + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(at - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusAt(-1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the button is the keyboard's way in.
    <div
      className="relative"
      onMouseEnter={
        hover
          ? () => {
              clearTimeout(hideTimer.current);
              openedByHover.current = !open;
              setOpen(true);
            }
          : undefined
      }
      onMouseLeave={
        hover
          ? () => {
              clearTimeout(hideTimer.current);
              hideTimer.current = setTimeout(() => setOpen(false), MENU_HIDE_DELAY_MS);
            }
          : undefined
      }
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          // The pointer opened it on its way to the button: the click confirms rather than closes.
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else setOpen((value) => !value);
        }}
        onKeyDown={onButtonKey}
        className={cx(
          'inline-flex min-h-11 items-center gap-1 rounded-[8px] px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2',
          tone === 'dark'
            ? 'text-white hover:bg-white/10 focus-visible:outline-white'
            : 'text-ink-900 hover:bg-ink-100 focus-visible:outline-brand-600',
        )}
      >
        {label}
        <svg
          aria-hidden="true"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          className={cx('transition-transform', open && 'rotate-180')}
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul
        ref={list}
        id={id}
        aria-label={label}
        hidden={!open}
        onKeyDown={onListKey}
        onBlur={(event) => {
          const root = button.current?.parentElement;
          if (event.relatedTarget instanceof Node && root?.contains(event.relatedTarget) !== true)
            setOpen(false);
        }}
        className="absolute left-0 z-40 mt-2 grid max-h-[70vh] w-[min(90vw,36rem)] gap-1 overflow-y-auto rounded-[20px] bg-white p-3 text-ink-900 shadow-2xl ring-1 ring-ink-100 sm:grid-cols-2"
      >
        {items.map((item) => (
          <li key={`${item.href}:${item.label}`}>
            {item.placeholder === true && renderPlaceholder !== undefined
              ? renderPlaceholder(item)
              : renderLink({
                  href: item.href,
                  'data-menu-item': true,
                  onClick: () => setOpen(false),
                  className:
                    'flex min-h-11 flex-col justify-center rounded-[8px] px-3 py-2 hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                  children: (
                    <>
                      <span className="block text-sm font-semibold">{item.label}</span>
                      {item.description !== undefined && (
                        <span className="block text-xs text-ink-500">{item.description}</span>
                      )}
                    </>
                  ),
                })}
          </li>
        ))}
      </ul>
    </div>
  );
}
