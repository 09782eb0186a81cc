import { buttonClasses } from '@1xpay/ui';
import { useText } from '../site/intl.tsx';
import { BrandMark } from './brand-mark.tsx';
import { LocaleLink } from './locale-link.tsx';

/**
 * §2's footer: its call to action, its four columns, the brand link to / and the legal links (terms, privacy, the
 * legal notice: who operates the service, its regulator and the complaints path), on every page. The Business
 * column's targets as §2 writes them (/business-card, /team, security-business) are given as the pages they mean;
 * the old paths answer a permanent redirect (decision 010). Every link is at least 44 px tall.
 */
const LEGAL = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/legal', label: 'footer.legal' },
] as const;

const LINK = 'inline-flex min-h-11 min-w-11 items-center hover:underline';
const COLUMNS = [
  {
    title: 'footer.daily',
    links: [
      { to: '/cards', label: 'footer.daily.cards' },
      { to: '/payments', label: 'footer.daily.payments' },
      { to: '#', label: 'footer.daily.sharing' },
    ],
  },
  { title: 'footer.borrow', links: [{ to: '/loan', label: 'footer.borrow.loan' }] },
  {
    title: 'footer.lifestyle',
    links: [
      { to: '/donate', label: 'footer.lifestyle.donate' },
      { to: '/assurance', label: 'footer.lifestyle.assurance' },
      { to: '/esim', label: 'footer.lifestyle.esim' },
    ],
  },
  {
    title: 'footer.business',
    links: [
      { to: '/business-cards', label: 'footer.business.cards' },
      { to: '/business-team', label: 'footer.business.team' },
      { to: '/security-business', label: 'footer.business.security' },
    ],
  },
] as const;

export function SiteFooter({ tone }: { tone: 'light' | 'dark' }) {
  const t = useText();
  const dark = tone === 'dark';
  return (
    <footer className={dark ? 'bg-ink-950 text-ink-200' : 'bg-ink-50 text-ink-700'}>
      <section className="mx-auto max-w-6xl px-4 pt-16" aria-labelledby="footer-cta">
        <div className="flex flex-col items-start gap-6 rounded-[30px] bg-brand-700 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <h2 id="footer-cta" className="max-w-xl text-2xl font-bold sm:text-3xl">
            {t('footer.cta.title')}
          </h2>
          <a href="#register" className={buttonClasses('light', 'lg', 'register-click shrink-0')}>
            {t('footer.cta.button')}
          </a>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 md:grid-cols-4">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className={dark ? 'text-sm font-bold text-white' : 'text-sm font-bold text-ink-900'}>
              {t(column.title)}
            </h2>
            <ul className="mt-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <LocaleLink to={link.to} className={LINK}>
                    {t(link.label)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={dark ? 'border-t border-white/10' : 'border-t border-ink-200'}>
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <LocaleLink to="/" aria-label={t('nav.home')} className="inline-flex min-h-11 items-center">
            <BrandMark tone={dark ? 'dark' : 'light'} />
          </LocaleLink>
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('footer.legal.label')} data-legal="">
            <ul className="flex flex-wrap gap-x-5">
              {LEGAL.map((link) => (
                <li key={link.to}>
                  <LocaleLink to={link.to} className={LINK}>
                    {t(link.label)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
