import { computeFee, findFeeRule, TARIFF_FEES, TARIFF_LIMITS } from '@1xpay/domain';

/**
 * Every figure the site states about fees and limits, read from the published tariff the API's catalogue builds
 * its documents from (packages/domain's tariff.ts, decision 054): the build writes them into the pages, so a page
 * cannot promise what the API does not charge. Amounts in francs CFA (XOF has no minor unit).
 */
function rule(type: 'deposit' | 'transfer' | 'withdrawal') {
  const found = findFeeRule(TARIFF_FEES, { type, country: 'BJ', operator: 'mtn', currency: 'XOF' });
  if (found === undefined) throw new Error(`the published tariff has no ${type} rule in XOF`);
  return found;
}

/** A rule as the site writes it: its percentage (exact text, '2' or '1.5') and its fixed part. */
export type SiteFee = { percent: string; fixed: number };

const siteFee = (type: 'deposit' | 'transfer' | 'withdrawal'): SiteFee => {
  const found = rule(type);
  return { percent: found.percent, fixed: Number(found.fixed) };
};

/** The amount the site's worked example sends, and its fee under the tariff. */
const EXAMPLE_AMOUNT = 25_000;

export const SITE_TARIFF = {
  transfer: siteFee('transfer'),
  deposit: siteFee('deposit'),
  /** One payment's bounds through an operator, and what one customer may send in a day. */
  minAmount: TARIFF_LIMITS.minAmount,
  maxAmount: TARIFF_LIMITS.maxAmount,
  senderDailyMax: TARIFF_LIMITS.senderDailyMax,
  example: {
    amount: EXAMPLE_AMOUNT,
    fee: Number(computeFee(BigInt(EXAMPLE_AMOUNT), rule('transfer'))),
  },
} as const;

/** A percentage of the tariff in the page's language: « 1,5 % » in French (narrow no-break space), « 1.5% » in English. */
export function percentText(percent: string, locale: 'fr' | 'en'): string {
  return locale === 'fr' ? `${percent.replace('.', ',')}\u202f%` : `${percent}%`;
}
