import { type OfferedOperators, operatorsConfigSchema } from '@1xpay/contract';
import type { PaymentProcessor } from '../adapters/processors/processor.ts';

/**
 * The operators configuration as customers can use it: each operator marked `offered` when it is enabled and the
 * configured processor serves it in that country (FedaPay does not serve every operator we configure), so the
 * apps never propose a payment that would be refused after the customer confirmed; and `payoutAvailable` where it
 * can pay out (decision 061: a delivery chosen by payout only has effect there).
 */
export function withOffers(
  processor: Pick<PaymentProcessor, 'serves' | 'paysOut'>,
  stored: unknown,
): OfferedOperators {
  const config = operatorsConfigSchema.parse(stored);
  return {
    ...config,
    countries: config.countries.map((country) => ({
      ...country,
      operators: country.operators.map((operator) => ({
        ...operator,
        offered: operator.enabled && processor.serves(country.country, operator.id),
        payoutAvailable: processor.paysOut(country.country, operator.id),
      })),
    })),
  };
}
