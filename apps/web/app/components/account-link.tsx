import { useEffect, useState } from 'react';
import { readStoredUser } from '../customer/lib/session.ts';
import { useText } from '../site/intl.tsx';
import { LocaleLink } from './locale-link.tsx';

/**
 * "Se connecter", or "Mon compte" for a visitor whose browser keeps a customer's data. Decided after hydration:
 * the prerendered page (the same for everyone) says "Se connecter".
 */
export function AccountLink({ tone }: { tone: 'light' | 'dark' }) {
  const t = useText();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(readStoredUser() !== undefined), []);
  return (
    <LocaleLink
      to={signedIn ? '/app' : '/app/sign-in'}
      className={
        tone === 'dark'
          ? 'inline-flex min-h-11 items-center rounded-[8px] px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10'
          : 'inline-flex min-h-11 items-center rounded-[8px] px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-ink-100'
      }
    >
      {signedIn ? t('nav.account') : t('nav.signIn')}
    </LocaleLink>
  );
}
