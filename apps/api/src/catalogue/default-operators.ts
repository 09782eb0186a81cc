import { type OperatorsConfig, PAYMENT_LIMIT_BOUNDS } from '@1xpay/contract';

const limits = { enabled: true, minAmount: 100, maxAmount: 2_000_000 };

/**
 * The operators of the seven service countries, as the configuration starts (the master admin edits it with
 * POST /api/operators). Amounts in minor units of the country's currency.
 */
export const DEFAULT_OPERATORS: OperatorsConfig = {
  countries: [
    {
      country: 'BJ',
      currency: 'XOF',
      operators: [
        { id: 'mtn', ...limits },
        { id: 'moov', ...limits },
      ],
    },
    {
      country: 'BF',
      currency: 'XOF',
      operators: [
        { id: 'orange', ...limits },
        { id: 'moov', ...limits },
      ],
    },
    {
      country: 'CI',
      currency: 'XOF',
      operators: [
        { id: 'orange', ...limits },
        { id: 'mtn', ...limits },
        { id: 'moov', ...limits },
        { id: 'wave', ...limits, maxAmount: 3_000_000 },
      ],
    },
    {
      country: 'ML',
      currency: 'XOF',
      operators: [
        { id: 'orange', ...limits },
        { id: 'moov', ...limits },
      ],
    },
    {
      country: 'SN',
      currency: 'XOF',
      operators: [
        { id: 'orange', ...limits },
        { id: 'wave', ...limits, maxAmount: 3_000_000 },
        { id: 'free', ...limits },
      ],
    },
    { country: 'TG', currency: 'XOF', operators: [{ id: 'moov', ...limits }] },
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
  beneficiaryMonthlyMax: 5_000_000,
  senderDailyMax: 5_000_000,
  maxWaitingPayments: PAYMENT_LIMIT_BOUNDS.maxWaitingPayments.default,
  maxPaymentsPerHour: PAYMENT_LIMIT_BOUNDS.maxPaymentsPerHour.default,
  maxPayerNumbersPerDay: PAYMENT_LIMIT_BOUNDS.maxPayerNumbersPerDay.default,
};

export function operatorsOf(config: OperatorsConfig, country: string): string[] {
  return (
    config.countries
      .find((entry) => entry.country === country)
      ?.operators.filter((o) => o.enabled)
      .map((o) => o.id) ?? []
  );
}
