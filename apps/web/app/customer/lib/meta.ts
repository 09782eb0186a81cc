import type { MetaDescriptor } from 'react-router';
import { formatOutside } from '../../site/intl.tsx';
import { localeOfPath } from '../../site/locale.ts';
import type messages from '../app.messages.ts';
import { appCatalogue } from './catalogue.ts';

/** A screen's head: its title in the reader's language; the app's screens are not for search engines. */
export function screenMeta(titleId: keyof (typeof messages)['fr']) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const locale = localeOfPath(location.pathname);
    return [
      { title: formatOutside(appCatalogue(locale), titleId, locale) },
      { name: 'robots', content: 'noindex' },
    ];
  };
}
