import { currencyMinorUnits, minorToDecimalString, toMinorUnits } from '@1xpay/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const minorUnits = currencyMinorUnits(currency);
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in minor units with its currency's code, never its symbol: XOF and XAF are both « F CFA » to Intl
 * (« FCFA » and « F CFA »), and both meet on the dashboard, so the code tells them apart: « 14 931 740 XOF ».
 * The digits are exact (no float on the way); the separators are the locale's.
 */
export function formatAmount(amountMinor: bigint | number, currency: string, locale = 'fr-FR'): string {
  const code = currency.trim().toUpperCase();
  const decimal = minorToDecimalString(toMinorUnits(amountMinor), currencyMinorUnits(code));
  // Intl's code sits before the digits in English (« XOF 1,500 »), after them in French (« 1 500 XOF »).
  return formatterOf(locale, code).format(decimal);
}

/** The formatter of the admin's language: `money(1500, 'XOF')` → « 1 500 XOF ». */
export function useMoney(): (amountMinor: bigint | number, currency: string) => string {
  const { locale } = useIntl();
  return useCallback((amount, currency) => formatAmount(amount, currency, locale), [locale]);
}

/** Sums kept apart by currency, never added across them; the currencies in the order they were first met. */
export function byCurrency<T>(
  items: readonly T[],
  currency: (item: T) => string,
  amount: (item: T) => number,
): { currency: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const item of items) {
    const code = currency(item);
    sums.set(code, (sums.get(code) ?? 0) + amount(item));
  }
  return [...sums].map(([code, sum]) => ({ currency: code, amount: sum }));
}
