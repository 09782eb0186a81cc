import { findCountryByCode } from './reference/countries.ts';

/**
 * The means of payment of a country, by stable lowercase slug (their limits live in configuration): the
 * mobile-money operators, and the two other rails (issue 36) kept beside them so that limits, fees, filters and
 * exports treat every rail alike: `card` (Visa or Mastercard, on the processor's hosted page with 3-D Secure) and
 * `bank` (a bank or wallet account reached through PI-SPI, the BCEAO's instant payment system, by its alias).
 */
export const OPERATORS = {
  orange: 'Orange Money',
  mtn: 'MTN MoMo',
  moov: 'Moov Money',
  wave: 'Wave',
  free: 'Free Money',
  airtel: 'Airtel Money',
  card: 'Carte bancaire',
  bank: 'Virement bancaire',
} as const;

export type OperatorId = keyof typeof OPERATORS;

export const OPERATOR_IDS = Object.keys(OPERATORS) as OperatorId[];

export function isOperatorId(value: string): value is OperatorId {
  return Object.hasOwn(OPERATORS, value);
}

/** How a payment moves: mobile money, a bank card, or a bank transfer (PI-SPI). */
export const PAYMENT_METHODS = ['mobile_money', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The rail of an operator slug: `card` and `bank` are their own, every other one is mobile money. */
export function methodOf(operator: string): PaymentMethod {
  return operator === 'card' || operator === 'bank' ? operator : 'mobile_money';
}

/** The operator slugs of a method (the operators of `mobile_money`, or the one slug of the others). */
export function operatorsOfMethod(method: PaymentMethod): OperatorId[] {
  return OPERATOR_IDS.filter((id) => methodOf(id) === method);
}

/**
 * Whether a bank card can pay in `country`: cards are taken in XOF only, as FedaPay's hosted page takes them, so
 * never in Gabon (XAF) (decision 068).
 */
export function takesCardsIn(country: string): boolean {
  return findCountryByCode(country)?.currency === 'XOF';
}
