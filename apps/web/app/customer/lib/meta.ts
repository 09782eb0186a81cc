import type { MetaDescriptor } from 'react-router';
import { formatOutside } from '../../site/intl.tsx';
import { localeOfPath } from '../../site/locale.ts';
import messages from '../app.messages.ts';

/** A screen's head: its title in the reader's language; the app's screens are not for search engines. */
export function screenMeta(titleId: keyof (typeof messages)['fr']) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const locale = localeOfPath(location.pathname);
    return [
      { title: formatOutside(messages[locale], titleId, locale) },
      { name: 'robots', content: 'noindex' },
    ];
  };
}
