import { describe, expect, it } from 'vitest';
import { IDENTITY_DECISIONS } from '../common/identity-notices.ts';
import { oneSms } from '../testing/gsm.ts';
import { decisionText } from './decision-texts.ts';

describe('the SMS of a decision on an account', () => {
  it('names the brand, in French by default and in English, in one SMS whatever the brand', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const decision of IDENTITY_DECISIONS) {
        const text = decisionText(decision, '1xpay', locale, 2_000_000);
        expect(text.startsWith('1xpay'), text).toBe(true);
        expect(oneSms(text), text).toBe(true);
        // BRAND_NAME may be 40 characters long, the maximum ten digits: still one SMS.
        expect(oneSms(decisionText(decision, 'B'.repeat(40), locale, 9_999_999_999)), decision).toBe(true);
      }
    }
    expect(decisionText('accepted', '1xpay', 'fr', 2_000_000)).toBe(
      "1xpay : votre identité est vérifiée. Vous pouvez payer jusqu'à 2 000 000 F CFA par mois.",
    );
    expect(decisionText('accepted', '1xpay', 'en', 2_000_000)).toBe(
      '1xpay: your identity is verified. You may now pay up to 2,000,000 CFA francs a month.',
    );
  });
});
