import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale } from '../messages.ts';
import { type Api, createApi } from './api.ts';

const ApiContext = createContext<Api | undefined>(undefined);

export function ApiProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const api = useMemo(() => createApi(locale), [locale]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (api === undefined) throw new Error('useApi outside ApiProvider');
  return api;
}
