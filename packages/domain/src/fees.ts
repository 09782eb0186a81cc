import { divideRounded, parseDecimal, percentOf } from './decimal.ts';
import { currencyMinorUnits } from './reference/currencies.ts';

/** A fee rule of the configuration (contract's FeeRule): '*' matches any country or operator. */
export type FeeRule = {
  type: string;
  country: string;
  operator: string;
  /** Exact decimal text: '1.5' is 1.5 %. */
  percent: string;
  /** Integer minor units of `currency`. */
  fixed: number | bigint;
  currency: string;
};

/** A payment to price: its type, where and through whom it is paid, and the currency it is paid in. */
export type FeeQuery = { type: string; country: string; operator: string; currency: string };

function specificity(rule: FeeRule): number {
  return (rule.country === '*' ? 0 : 2) + (rule.operator === '*' ? 0 : 1);
}

/**
 * The rule that applies: among the rules of the payment's currency (a rule's fixed part is in its currency, so it
 * means nothing for a payment in another one), the most specific match (country and operator, then country, then
 * operator, then neither); among equals, the first listed. A payment in a currency no rule covers finds none: no
 * fee (decision 020).
 */
export function findFeeRule(rules: readonly FeeRule[], query: FeeQuery): FeeRule | undefined {
  let best: FeeRule | undefined;
  for (const rule of rules) {
    if (rule.type !== query.type || rule.currency !== query.currency) continue;
    if (rule.country !== '*' && rule.country !== query.country) continue;
    if (rule.operator !== '*' && rule.operator !== query.operator) continue;
    if (best === undefined || specificity(rule) > specificity(best)) best = rule;
  }
  return best;
}

/**
 * The fee on an amount: its percentage rounded half up to the minor unit, plus the fixed part. No rule, no fee.
 * Both in the rule's currency, which is the amount's when the rule comes from findFeeRule.
 */
export function computeFee(amountMinor: bigint, rule: FeeRule | undefined): bigint {
  if (rule === undefined) return 0n;
  return percentOf(amountMinor, parseDecimal(rule.percent), 'half-up') + BigInt(rule.fixed);
}

/** A country's rate (contract's CountryRate): units of `currency` for 1 XOF. */
export type CountryRate = { countryCode: string; currency: string; rate: string };

export type Quote = {
  amount: bigint;
  fees: bigint;
  total: bigint;
  currency: string;
  /** Beneficiary currency units for 1 unit of `currency`, exact decimal text (transfers across currencies). */
  rate?: string;
  /** What the beneficiary receives, in minor units of `receivedCurrency`, rounded down. */
  receivedAmount?: bigint;
  receivedCurrency?: string;
};

const ONE = { countryCode: '', currency: 'XOF', rate: '1' };

/**
 * What a customer pays and what arrives. The customer pays amount + fees (fees on top); across currencies the
 * beneficiary gets amount × rate, rounded down to their minor unit (never more than was paid for). A withdrawal is
 * paid by the betting partner: `total` is its amount, and what arrives is the amount less the fees.
 */
export function quote(input: {
  amount: bigint;
  type: string;
  country: string;
  operator: string;
  currency: string;
  fees: readonly FeeRule[];
  rates?: readonly CountryRate[];
  beneficiaryCountry?: string | undefined;
}): Quote {
  const fees = computeFee(input.amount, findFeeRule(input.fees, input));
  if (input.type === 'withdrawal') {
    // The betting partner pays `amount`; the fees are taken from it and the rest arrives (decision 062).
    const received = input.amount > fees ? input.amount - fees : 0n;
    return {
      amount: input.amount,
      fees,
      total: input.amount,
      currency: input.currency,
      rate: '1',
      receivedAmount: received,
      receivedCurrency: input.currency,
    };
  }
  const base: Quote = { amount: input.amount, fees, total: input.amount + fees, currency: input.currency };
  if (input.beneficiaryCountry === undefined) return base;
  const rates = input.rates ?? [];
  const from = rates.find((rate) => rate.countryCode === input.country) ?? {
    ...ONE,
    currency: input.currency,
  };
  const to = rates.find((rate) => rate.countryCode === input.beneficiaryCountry);
  if (to === undefined || to.currency === input.currency) return base;
  // rate(to)/rate(from) both per XOF; amount in `from` minor units → `to` minor units.
  const fromRate = parseDecimal(from.rate);
  const toRate = parseDecimal(to.rate);
  const fromDigits = currencyMinorUnits(input.currency);
  const toDigits = currencyMinorUnits(to.currency);
  const numerator = input.amount * toRate.units * 10n ** BigInt(fromRate.scale + toDigits);
  const denominator = fromRate.units * 10n ** BigInt(toRate.scale + fromDigits);
  if (denominator === 0n) return base;
  const receivedAmount = divideRounded(numerator, denominator, 'floor');
  return {
    ...base,
    rate: ratioText(
      toRate.units * 10n ** BigInt(fromRate.scale),
      fromRate.units * 10n ** BigInt(toRate.scale),
    ),
    receivedAmount,
    receivedCurrency: to.currency,
  };
}

/** a / b as decimal text with up to 10 decimals, rounded half up, trailing zeros dropped. */
function ratioText(a: bigint, b: bigint): string {
  const scaled = divideRounded(a * 10n ** 10n, b, 'half-up');
  const text = scaled.toString().padStart(11, '0');
  const whole = text.slice(0, -10);
  const fraction = text.slice(-10).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
