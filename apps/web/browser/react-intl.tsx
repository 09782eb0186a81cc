/**
 * `react-intl` in the browser bundle (decision 060): what the site and the app use of it (`IntlProvider`, and
 * `useIntl()`'s `locale`, `formatMessage` and `formatNumber`), over the catalogues the build compiled
 * (scripts/compile-messages.ts). react-intl, @formatjs/intl and intl-messageformat weighed ≈ 5 KB gzipped on every
 * first load; this is a tenth of it. The prerender (build time, Node) keeps react-intl, and
 * app/site/format-message.test.ts formats every message of every catalogue with both.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  type CompiledMessage,
  formatCompiled,
  type MessageValues,
  numberFormat,
} from '../app/site/format-message.ts';

type Messages = Readonly<Record<string, CompiledMessage | string>>;

export type IntlShape = {
  locale: string;
  defaultLocale: string;
  messages: Messages;
  formatMessage: (descriptor: { id: string; defaultMessage?: string }, values?: MessageValues) => string;
  formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) => string;
};

function createIntl(locale: string, defaultLocale: string, messages: Messages): IntlShape {
  return {
    locale,
    defaultLocale,
    messages,
    // As react-intl does in production: a missing message, or one that cannot be formatted, shows its id.
    formatMessage: ({ id, defaultMessage }, values = {}) => {
      const message = messages[id];
      if (message === undefined) return defaultMessage ?? id;
      if (typeof message === 'string') return message;
      try {
        return formatCompiled(message, locale, values);
      } catch {
        return id;
      }
    },
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({
  locale,
  defaultLocale = 'en',
  messages = {},
  children,
}: {
  locale: string;
  defaultLocale?: string;
  messages?: Messages;
  children?: ReactNode;
}) {
  const intl = useMemo(() => createIntl(locale, defaultLocale, messages), [locale, defaultLocale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl === null) throw new Error('useIntl outside an IntlProvider');
  return intl;
}
