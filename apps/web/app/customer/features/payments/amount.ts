import { currencyMinorUnits } from '@1xpay/domain';

/**
 * What a customer typed in the amount field, in minor units of the currency: spaces and the French decimal comma
 * allowed ("1 500", "12,50"), at most the currency's decimals (none for XOF). Undefined when it is not an amount.
 * Never through a float.
 */
export function parseAmount(text: string, currency: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const decimals = currencyMinorUnits(currency);
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(compact);
  if (match === null) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  const minor = BigInt(whole + fraction.padEnd(decimals, '0'));
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : undefined;
}
