import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../messages.ts';

type Values = Readonly<Record<string, string | number>>;

/**
 * `t(id, values)` over the dashboard's catalogue: an id the French catalogue lacks is a type error. The same
 * function while the language stays the same (a table's columns are kept between renders on it).
 */
export function useText(): (id: MessageKey, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
