import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Api, createApi } from './api.ts';

const ApiContext = createContext<Api | undefined>(undefined);

/**
 * The API client of the screens below (`useApi`), in the reader's language, made again only when the language
 * changes. `headers` (a function kept from render to render) adds headers to every call: see createApi.
 */
export function ApiProvider({
  locale,
  headers,
  children,
}: {
  locale: string;
  headers?: () => Record<string, string> | undefined;
  children: ReactNode;
}) {
  const api = useMemo(() => createApi(locale, headers), [locale, headers]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (api === undefined) throw new Error('useApi outside ApiProvider');
  return api;
}
