import { feesSchema, operatorsConfigSchema, ratesSchema } from '@1xpay/contract';
import { quote } from '@1xpay/domain';
import type { PaymentProcessor } from '../../adapters/processors/processor.ts';
import { readSettings } from '../../catalogue/index.ts';
import type { Deps } from '../../common/context.ts';
import { toSafeNumber } from '../../common/wire.ts';
import { PaymentRefused } from '../../errors.ts';

export type QuoteInput = {
  type: 'deposit' | 'withdrawal' | 'transfer';
  country: string;
  operator: string;
  amount: bigint;
  beneficiaryCountry?: string | undefined;
};

/**
 * The operator's limits for a payment, or the §8 refusal: 462 country, or operator (not configured, disabled, or
 * one no configured processor of its rail serves in that country), 410 below, 411 above.
 */
export function operatorLimits(
  operators: unknown,
  processor: Pick<PaymentProcessor, 'serves'>,
  input: Pick<QuoteInput, 'country' | 'operator' | 'amount'>,
) {
  const config = operatorsConfigSchema.parse(operators);
  const country = config.countries.find((entry) => entry.country === input.country);
  if (country === undefined) throw new PaymentRefused(462, 'country');
  const operator = country.operators.find((entry) => entry.id === input.operator && entry.enabled);
  if (operator === undefined || !processor.serves(input.country, input.operator)) {
    throw new PaymentRefused(462, 'operator');
  }
  if (input.amount < BigInt(operator.minAmount)) throw new PaymentRefused(410);
  if (input.amount > BigInt(operator.maxAmount)) throw new PaymentRefused(411);
  return { config, currency: country.currency };
}

/** What a payment costs and, across currencies, what arrives: from the fees, rates and operators configuration. */
export async function getQuote(deps: Deps, input: QuoteInput) {
  // Read from this process's memory when it has them (a quote changes nothing; a payment reads them afresh).
  const { currency } = operatorLimits(await readSettings(deps, 'operators'), deps.processors, input);
  const [fees, rates] = await Promise.all([readSettings(deps, 'fees'), readSettings(deps, 'rates')]);
  const result = quote({
    ...input,
    currency,
    fees: feesSchema.parse(fees).fees,
    rates: ratesSchema.parse(rates).countries,
  });
  return {
    amount: toSafeNumber(result.amount),
    fees: toSafeNumber(result.fees),
    total: toSafeNumber(result.total),
    currency: result.currency,
    ...(result.rate === undefined ? {} : { rate: result.rate }),
    ...(result.receivedAmount === undefined ? {} : { receivedAmount: toSafeNumber(result.receivedAmount) }),
    ...(result.receivedCurrency === undefined ? {} : { receivedCurrency: result.receivedCurrency }),
  };
}
