import { TARIFF_FEES, TARIFF_LIMITS, TARIFF_PROCESSOR_FEES } from '@1xpay/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_FEES } from '../seed/demo-data.ts';
import { DEFAULT_OPERATORS } from './default-operators.ts';
import { SETTINGS_DEFAULTS } from './settings-documents.ts';

// The site writes its figures from packages/domain's tariff.ts at build time (apps/web/app/site/tariff.ts, decision
// 054); these are the documents the API starts from: the same figures, or the site would promise what is not charged.
describe('the published tariff', () => {
  it('bounds every operator of the default operators document, Wave’s wallets taking larger payments', () => {
    for (const country of DEFAULT_OPERATORS.countries) {
      for (const operator of country.operators) {
        expect([country.country, operator.id, operator.minAmount]).toEqual([
          country.country,
          operator.id,
          TARIFF_LIMITS.minAmount,
        ]);
        expect([country.country, operator.id, operator.maxAmount]).toEqual([
          country.country,
          operator.id,
          operator.id === 'wave' ? TARIFF_LIMITS.walletMaxAmount : TARIFF_LIMITS.maxAmount,
        ]);
      }
    }
    expect(DEFAULT_OPERATORS.senderDailyMax).toBe(TARIFF_LIMITS.senderDailyMax);
    expect(DEFAULT_OPERATORS.beneficiaryMonthlyMax).toBe(TARIFF_LIMITS.beneficiaryMonthlyMax);
  });

  it('is the fee document the demo loads, and the one the API charges before the master saves another', () => {
    expect(DEMO_FEES).toEqual({ fees: TARIFF_FEES, processorFees: TARIFF_PROCESSOR_FEES });
    expect(SETTINGS_DEFAULTS.fees).toEqual({ fees: TARIFF_FEES, processorFees: TARIFF_PROCESSOR_FEES });
  });
});
