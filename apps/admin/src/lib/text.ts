import { useIntl } from 'react-intl';
import type { MessageKey } from '../messages.ts';

type Values = Readonly<Record<string, string | number>>;

/** `t(id, values)` over the dashboard's catalogue: an id the French catalogue lacks is a type error. */
export function useText(): (id: MessageKey, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
