import { emojiFlag } from './flags.ts';
import { CURRENCY_ROWS } from './reference-data.ts';

export const DEFAULT_CURRENCY = 'XOF';

export type CurrencyDetail = {
  name: string;
  nameFr: string;
  code: string;
  symbol: string;
  emojiFlag: string;
};

type CurrencyEntry = { detail: CurrencyDetail; minorUnits: number };

const currencies: ReadonlyMap<string, CurrencyEntry> = new Map(
  CURRENCY_ROWS.map(([code, name, nameFr, symbol, minorUnits, flagCountry]) => [
    code,
    { detail: Object.freeze({ name, nameFr, code, symbol, emojiFlag: emojiFlag(flagCountry) }), minorUnits },
  ]),
);

function normalise(code: string): string {
  return code.trim().toUpperCase();
}

/** Name (English and French), symbol and flag of an ISO 4217 currency; the bare code for each when unknown. */
export function currencyDetail(code: string): CurrencyDetail {
  const key = normalise(code);
  return currencies.get(key)?.detail ?? { name: key, nameFr: key, code: key, symbol: key, emojiFlag: '' };
}

/** Whether the currency is one of the service's known currencies. */
export function isKnownCurrency(code: string): boolean {
  return currencies.has(normalise(code));
}

/** Digits after the decimal point of a currency's minor unit: XOF 0, EUR 2, TND 3; 2 when unknown (ISO 4217). */
export function currencyMinorUnits(code: string): number {
  return currencies.get(normalise(code))?.minorUnits ?? 2;
}
