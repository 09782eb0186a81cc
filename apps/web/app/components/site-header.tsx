import { buttonClasses, Header, type HeaderMenu, type LinkRenderer, type MenuItem, Tooltip } from '@1xpay/ui';
import { useText } from '../site/intl.tsx';
import { pageByName } from '../site/pages.ts';
import { AccountLink } from './account-link.tsx';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LocaleLink } from './locale-link.tsx';

const PERSONAL = ['cards', 'payments', 'loan', 'donate', 'assurance', 'esim'] as const;
/** §2's Business links, in its order. */
export const BUSINESS = [
  'business-multi-currency-account',
  'business-team',
  'business-payment-international',
  'business-cards',
  'business-expense-management',
  'business-receive-payments',
  'business-payment-portal',
  'business-payment-link',
  'business-qr-payment',
  'business-product-payment',
  'business-product-pos',
  'business-currency-exchange',
  'business-analysis-tools',
  'business-invoices',
  'business-expenses',
  'business-api',
  'business-integration',
  'business-docs',
  'business-security',
  'business-help',
] as const;

const renderLink: LinkRenderer = ({ href, children, ...rest }) => (
  <LocaleLink to={href} {...rest}>
    {children}
  </LocaleLink>
);

/** §9: the header's tooltips show at once and stay 1000 ms. */
const HEADER_TOOLTIP = { showDelayMs: 0, hideDelayMs: 1000 };

export function SiteHeader({ tone }: { tone: 'light' | 'dark' | 'translucent' }) {
  const t = useText();
  const menus: HeaderMenu[] = [
    {
      label: t('nav.personal'),
      items: [
        ...PERSONAL.map((name) => ({
          href: pageByName(name).path,
          label: t(`menu.${name}`),
          description: t(`menu.${name}.description`),
        })),
        {
          href: '#',
          label: t('menu.sharing'),
          description: t('menu.sharing.description'),
          placeholder: true,
        },
      ],
    },
    {
      label: t('nav.business'),
      items: BUSINESS.map((name) => ({ href: pageByName(name).path, label: t(`menu.${name}`) })),
    },
  ];
  const placeholder = (item: MenuItem) => (
    <Tooltip content={t('nav.soon')} {...HEADER_TOOLTIP}>
      {(described) => (
        <span
          {...described}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the placeholder must be reachable to read its tooltip.
          tabIndex={0}
          aria-disabled="true"
          className="block cursor-not-allowed rounded-[8px] px-3 py-2 opacity-70 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="block text-sm font-semibold">{item.label}</span>
          <span className="block text-xs text-ink-500">{item.description}</span>
        </span>
      )}
    </Tooltip>
  );
  const dark = tone !== 'light';
  return (
    <Header
      tone={tone}
      brand={
        <LocaleLink
          to="/"
          aria-label={t('nav.home')}
          className="inline-flex min-h-11 items-center rounded-[8px] focus-visible:outline-2"
        >
          <BrandMark tone={dark ? 'dark' : 'light'} />
        </LocaleLink>
      }
      menus={menus}
      renderLink={renderLink}
      renderPlaceholder={placeholder}
      labels={{ navigation: t('nav.label'), openMenu: t('nav.open'), closeMenu: t('nav.close') }}
      actions={
        <>
          <LanguageSwitcher tone={dark ? 'dark' : 'light'} />
          <AccountLink tone={dark ? 'dark' : 'light'} />
          <a href="#register" className={buttonClasses('primary', 'md', 'register-click')}>
            {t('nav.register')}
          </a>
        </>
      }
    />
  );
}
