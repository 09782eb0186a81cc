import { emojiFlag } from './flags.ts';
import { MINOR_UNITS_NOT_TWO } from './minor-units.ts';
import { CURRENCY_ROWS } from './reference-data.ts';

export const DEFAULT_CURRENCY = 'XOF';

export type CurrencyDetail = {
  name: string;
  nameFr: string;
  code: string;
  symbol: string;
  emojiFlag: string;
};

let currencies: ReadonlyMap<string, CurrencyDetail> | undefined;

/**
 * The known currency of a code, from a table built at the first question: a screen that only formats amounts
 * (currencyMinorUnits) neither builds nor loads it.
 */
function knownCurrency(code: string): CurrencyDetail | undefined {
  currencies ??= new Map(
    CURRENCY_ROWS.map(([code, name, nameFr, symbol, flagCountry]) => [
      code,
      Object.freeze({ name, nameFr, code, symbol, emojiFlag: emojiFlag(flagCountry) }),
    ]),
  );
  return currencies.get(normalise(code));
}

function normalise(code: string): string {
  return code.trim().toUpperCase();
}

/** Name (English and French), symbol and flag of an ISO 4217 currency; the bare code for each when unknown. */
export function currencyDetail(code: string): CurrencyDetail {
  const key = normalise(code);
  return knownCurrency(key) ?? { name: key, nameFr: key, code: key, symbol: key, emojiFlag: '' };
}

/** Whether the currency is one of the service's known currencies. */
export function isKnownCurrency(code: string): boolean {
  return knownCurrency(code) !== undefined;
}

/** Digits after the decimal point of a currency's minor unit: XOF 0, EUR 2, TND 3; 2 when unknown (ISO 4217). */
export function currencyMinorUnits(code: string): number {
  return MINOR_UNITS_NOT_TWO[normalise(code)] ?? 2;
}
