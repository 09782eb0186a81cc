import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { localeOfPath, localePath } from '../site/locale.ts';

/** A link to a default-locale path, in the current page's locale (`/cards` → `/en/cards` in English). */
export function LocaleLink({ to, ...rest }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const { pathname } = useLocation();
  if (to.startsWith('#') || /^[a-z]+:/.test(to)) return <a href={to} {...rest} />;
  return <Link to={localePath(to, localeOfPath(pathname))} {...rest} />;
}
