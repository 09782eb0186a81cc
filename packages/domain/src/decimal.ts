/**
 * Exact decimals for rates and percentages, written as text ('1.5', '0.0195'). A decimal is units / 10^scale, held
 * in bigints: no float ever touches money.
 */
export type Decimal = { readonly units: bigint; readonly scale: number };

const DECIMAL = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

export function parseDecimal(text: string): Decimal {
  const match = DECIMAL.exec(text.trim());
  if (match === null) throw new RangeError(`Décimal invalide : « ${text} ».`);
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

export function isDecimal(text: string): boolean {
  return DECIMAL.test(text.trim());
}

export type Rounding = 'half-up' | 'floor' | 'ceil';

/** numerator / denominator rounded to an integer; both non-negative, denominator positive. */
export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator <= 0n || numerator < 0n)
    throw new RangeError('divideRounded takes a non-negative numerator and a positive denominator');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n || rounding === 'floor') return quotient;
  if (rounding === 'ceil') return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/** amount × decimal, rounded to an integer (amount and decimal non-negative). */
export function multiply(amount: bigint, factor: Decimal, rounding: Rounding): bigint {
  return divideRounded(amount * factor.units, 10n ** BigInt(factor.scale), rounding);
}

/** amount × percent / 100, rounded to an integer. */
export function percentOf(amount: bigint, percent: Decimal, rounding: Rounding): bigint {
  return divideRounded(amount * percent.units, 100n * 10n ** BigInt(percent.scale), rounding);
}
