import { type ReactNode, useState } from 'react';
import { cx } from './cx.ts';
import { type LinkRenderer, Menu, type MenuItem, plainLink } from './menu.tsx';

export type HeaderMenu = { label: string; items: readonly MenuItem[] };

export type HeaderProps = {
  brand: ReactNode;
  menus: readonly HeaderMenu[];
  /** Right-hand side: language switcher, call to action. */
  actions?: ReactNode;
  /** `translucent`: dark and see-through, over a hero (the home page). */
  tone?: 'light' | 'dark' | 'translucent';
  renderLink?: LinkRenderer;
  renderPlaceholder?: (item: MenuItem) => ReactNode;
  labels: { navigation: string; openMenu: string; closeMenu: string };
};

/**
 * The site header: the menus open on hover on desktop and on click on the mobile panel, both fully usable by
 * keyboard.
 */
export function Header({
  brand,
  menus,
  actions,
  tone = 'light',
  renderLink = plainLink,
  renderPlaceholder,
  labels,
}: HeaderProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const dark = tone !== 'light';
  // The same menus twice: opening on hover in the desktop bar, on click only in the mobile panel.
  const menuList = (hover: boolean) =>
    menus.map((menu) => (
      <Menu
        key={menu.label}
        label={menu.label}
        items={menu.items}
        renderLink={renderLink}
        {...(renderPlaceholder === undefined ? {} : { renderPlaceholder })}
        hover={hover}
        tone={dark ? 'dark' : 'light'}
      />
    ));
  return (
    <header
      data-tone={tone}
      className={cx(
        'top-0 z-30 w-full',
        tone === 'translucent' ? 'fixed' : 'sticky',
        tone === 'light' && 'border-b border-ink-100 bg-white/95 text-ink-900 backdrop-blur',
        tone === 'dark' && 'bg-ink-950 text-white',
        tone === 'translucent' && 'bg-ink-950/70 text-white backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <div className="shrink-0">{brand}</div>
        <nav aria-label={labels.navigation} className="hidden flex-1 items-center gap-1 md:flex">
          {menuList(true)}
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">{actions}</div>
        <button
          type="button"
          className={cx(
            'ml-auto inline-flex size-11 items-center justify-center rounded-[8px] md:hidden focus-visible:outline-2',
            dark ? 'hover:bg-white/10' : 'hover:bg-ink-100',
          )}
          aria-expanded={mobileOpen}
          aria-controls="mobile-navigation"
          aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path
              d={mobileOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <nav
        id="mobile-navigation"
        aria-label={labels.navigation}
        hidden={!mobileOpen}
        className={cx('border-t px-4 pb-4 md:hidden', dark ? 'border-white/10' : 'border-ink-100')}
      >
        <div className="flex flex-col gap-1 pt-2">
          {menuList(false)}
          <div className="flex flex-wrap items-center gap-2 pt-2">{actions}</div>
        </div>
      </nav>
    </header>
  );
}
