import { methodOf, type PaymentMethod } from '@1xpay/domain';
import type { PaymentProcessor } from './processor.ts';

/**
 * The processors of every rail (issue 36), so that the payments engine asks for the one a payment needs and never
 * names one: mobile money goes to PAYMENT_PROCESSOR's (the sandbox or FedaPay), a card to the processor whose hosted
 * page takes cards, a bank transfer to PI-SPI. A rail no processor takes is not offered (GET /api/operators) and
 * a payment with it is refused at once (§8 462), like an operator the processor cannot serve.
 */
export type Processors = {
  /** PAYMENT_PROCESSOR's: mobile money, and what the others do not take. */
  readonly mobileMoney: PaymentProcessor;
  /** The processor that takes `operator`'s payments (a mobile-money operator, `card` or `bank`), if any. */
  forOperator(operator: string): PaymentProcessor | undefined;
  /** The processor a transaction was created with, by its name (a transaction keeps it for its whole life). */
  byName(name: string): PaymentProcessor | undefined;
  /** Whether `operator`'s payments in `country` can be collected now, by the processor of its rail. */
  serves(country: string, operator: string): boolean;
  /** Whether money can be sent to `operator`'s customers in `country` now, by the processor of its rail. */
  paysOut(country: string, operator: string): boolean;
};

export function processorsOf(rails: {
  mobileMoney: PaymentProcessor;
  card?: PaymentProcessor | undefined;
  bank?: PaymentProcessor | undefined;
}): Processors {
  const byMethod: Readonly<Record<PaymentMethod, PaymentProcessor | undefined>> = {
    mobile_money: rails.mobileMoney,
    card: rails.card,
    bank: rails.bank,
  };
  const named = new Map<string, PaymentProcessor>();
  for (const processor of [rails.mobileMoney, rails.card, rails.bank]) {
    if (processor !== undefined && !named.has(processor.name)) named.set(processor.name, processor);
  }
  const forOperator = (operator: string) => byMethod[methodOf(operator)];
  return {
    mobileMoney: rails.mobileMoney,
    forOperator,
    byName: (name) => named.get(name),
    serves: (country, operator) => forOperator(operator)?.serves(country, operator) === true,
    paysOut: (country, operator) => forOperator(operator)?.paysOut(country, operator) === true,
  };
}
