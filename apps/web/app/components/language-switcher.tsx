import { Link, useLocation } from 'react-router';
import { useText } from '../site/intl.tsx';
import { localeOfPath, localePath, rememberLocale, unprefixed } from '../site/locale.ts';

/** Switches language on the same page (its query kept: a transaction's screen stays on it), and remembers the choice (cookie i18n_redirected). */
export function LanguageSwitcher({ tone }: { tone: 'light' | 'dark' }) {
  const t = useText();
  const { pathname, search, hash } = useLocation();
  const other = localeOfPath(pathname) === 'fr' ? 'en' : 'fr';
  return (
    <Link
      to={`${localePath(unprefixed(pathname), other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      aria-label={t('nav.language.switchLabel')}
      onClick={() => rememberLocale(other)}
      className={
        tone === 'dark'
          ? 'inline-flex min-h-11 items-center rounded-[8px] px-3 py-2 text-sm font-semibold text-white hover:bg-white/10'
          : 'inline-flex min-h-11 items-center rounded-[8px] px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-100'
      }
    >
      {t('nav.language.switch')}
    </Link>
  );
}
