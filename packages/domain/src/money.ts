import { currencyMinorUnits, DEFAULT_CURRENCY } from './reference/currencies.ts';

/**
 * Money is always an integer count of the currency's minor unit (XOF has none: 1 = 1 F CFA; EUR: 1 = 1 cent),
 * held as a bigint. A number is accepted only when it is a safe integer; a float is refused, never rounded.
 */
export function toMinorUnits(amount: bigint | number): bigint {
  if (typeof amount === 'bigint') return amount;
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Montant invalide : ${amount} n'est pas un nombre entier d'unités mineures.`);
  }
  return BigInt(amount);
}

/** The exact decimal text of an amount in minor units: (123456n, 2) → '1234.56'; (-5n, 2) → '-0.05'. */
export function minorToDecimalString(amountMinor: bigint, minorUnits: number): `${number}` {
  const sign = amountMinor < 0n ? '-' : '';
  const digits = (amountMinor < 0n ? -amountMinor : amountMinor).toString();
  if (minorUnits === 0) return `${sign}${digits}` as `${number}`;
  const padded = digits.padStart(minorUnits + 1, '0');
  return `${sign}${padded.slice(0, -minorUnits)}.${padded.slice(-minorUnits)}` as `${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string, minorUnits: number): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency,
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * An amount in minor units, formatted in French: formatMoney(1500) → '1 500 F CFA', formatMoney(123456, 'EUR') →
 * '1 234,56 €'. The digits are exact for any bigint (no float on the way). Separators are the narrow no-break
 * spaces of fr-FR.
 */
export function formatMoney(amountMinor: bigint | number, currency: string = DEFAULT_CURRENCY): string {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new RangeError(`Code de devise invalide : « ${currency} ».`);
  const minorUnits = currencyMinorUnits(code);
  return moneyFormatter(code, minorUnits).format(minorToDecimalString(toMinorUnits(amountMinor), minorUnits));
}

const codeFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount with its ISO currency code, for where two currencies meet (a transfer from XOF to XAF, whose symbols
 * « F CFA » and « FCFA » cannot be told apart): formatMoneyWithCode(25000, 'XOF') → '25 000 XOF', digits grouped
 * by narrow no-break spaces and a no-break space before the code, so the amount never breaks inside.
 */
export function formatMoneyWithCode(
  amountMinor: bigint | number,
  currency: string = DEFAULT_CURRENCY,
): string {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw new RangeError(`Code de devise invalide : « ${currency} ».`);
  const minorUnits = currencyMinorUnits(code);
  let formatter = codeFormatters.get(code);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    });
    codeFormatters.set(code, formatter);
  }
  return `${formatter.format(minorToDecimalString(toMinorUnits(amountMinor), minorUnits))}\u00a0${code}`;
}

/**
 * An exchange rate as a French screen writes it, the codes and the figure kept on one line: `1 XOF = 1,0025 XAF`
 * (`rate` exact decimal text, units of `to` for one unit of `from`).
 */
export function rateText(from: string, rate: string, to: string): string {
  return `1\u00a0${from} = ${rate.replace('.', ',')}\u00a0${to}`;
}
