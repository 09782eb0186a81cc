import { type OperatorsConfig, PAYMENT_LIMIT_BOUNDS } from '@1xpay/contract';
import { LEVEL_MONTHLY_DEFAULTS, TARIFF_LIMITS } from '@1xpay/domain';

/** Every operator's bounds, from the published tariff (the site shows the same figures: decision 054). */
const limits = {
  enabled: true,
  delivery: 'agent' as const,
  minAmount: TARIFF_LIMITS.minAmount,
  maxAmount: TARIFF_LIMITS.maxAmount,
};
const wallet = TARIFF_LIMITS.walletMaxAmount;
/**
 * A bank or wallet account through PI-SPI (decision 069): the eight UEMOA countries only (never Gabon), offered
 * only where a bank processor is configured (GET /api/operators marks it); its money reaches a beneficiary by a
 * PI-SPI payment when PISPI_PAYOUTS allows, else by an agent.
 */
const bank = { id: 'bank', ...limits, delivery: 'payout' as const };

/**
 * The rails beside mobile money in the UEMOA's XOF countries (issue 36): a card on the processor's hosted page, a
 * bank transfer by PI-SPI. Each is offered only where its processor is configured and serves the country, and never
 * in Gabon (XAF: FedaPay takes cards in XOF only, and PI-SPI is the UEMOA's).
 */
const rails = [{ id: 'card', ...limits }, bank];

/**
 * The operators of the seven service countries, as the configuration starts (the master admin edits it with
 * POST /api/operators). Amounts in minor units of the country's currency.
 */
export const DEFAULT_OPERATORS: OperatorsConfig = {
  countries: [
    {
      country: 'BJ',
      currency: 'XOF',
      operators: [{ id: 'mtn', ...limits }, { id: 'moov', ...limits }, ...rails],
    },
    {
      country: 'BF',
      currency: 'XOF',
      operators: [{ id: 'orange', ...limits }, { id: 'moov', ...limits }, ...rails],
    },
    {
      country: 'CI',
      currency: 'XOF',
      operators: [
        { id: 'orange', ...limits },
        { id: 'mtn', ...limits },
        { id: 'moov', ...limits },
        { id: 'wave', ...limits, maxAmount: wallet },
        ...rails,
      ],
    },
    {
      country: 'ML',
      currency: 'XOF',
      operators: [{ id: 'orange', ...limits }, { id: 'moov', ...limits }, ...rails],
    },
    {
      country: 'SN',
      currency: 'XOF',
      operators: [
        { id: 'orange', ...limits },
        { id: 'wave', ...limits, maxAmount: wallet },
        { id: 'free', ...limits },
        ...rails,
      ],
    },
    { country: 'TG', currency: 'XOF', operators: [{ id: 'moov', ...limits }, ...rails] },
    {
      country: 'GA',
      currency: 'XAF',
      operators: [
        { id: 'airtel', ...limits },
        { id: 'moov', ...limits },
      ],
    },
  ],
  maxFailedPaymentsPerDay: 5,
  beneficiaryMonthlyMax: TARIFF_LIMITS.beneficiaryMonthlyMax,
  senderDailyMax: TARIFF_LIMITS.senderDailyMax,
  maxWaitingPayments: PAYMENT_LIMIT_BOUNDS.maxWaitingPayments.default,
  maxPaymentsPerHour: PAYMENT_LIMIT_BOUNDS.maxPaymentsPerHour.default,
  maxPayerNumbersPerDay: PAYMENT_LIMIT_BOUNDS.maxPayerNumbersPerDay.default,
  level1MonthlyMax: LEVEL_MONTHLY_DEFAULTS[1],
  level2MonthlyMax: LEVEL_MONTHLY_DEFAULTS[2],
};

export function operatorsOf(config: OperatorsConfig, country: string): string[] {
  return (
    config.countries
      .find((entry) => entry.country === country)
      ?.operators.filter((o) => o.enabled)
      .map((o) => o.id) ?? []
  );
}
