import type { FeeRule } from './fees.ts';

/** A rule of the published tariff: its fixed part a plain integer, as the fee document stores it. */
export type TariffRule = Readonly<FeeRule & { fixed: number }>;

/**
 * The tariff the product publishes: the fee rules a customer pays and the limits of each operator, in minor units.
 * One module for both sides, so they cannot drift (decision 054): the API's catalogue builds its documents from it
 * (the operators' limits of DEFAULT_OPERATORS, the fee document the demo loads) and the marketing site's build
 * writes its figures from it (fees, minimums, limits on /payments and the home page).
 */

/** A customer's fee rules (the fee document's `fees`): '*' is any country or operator, `percent` exact text. */
export const TARIFF_FEES: readonly TariffRule[] = [
  { type: 'deposit', country: '*', operator: '*', percent: '1', fixed: 0, currency: 'XOF' },
  { type: 'withdrawal', country: '*', operator: '*', percent: '1.5', fixed: 0, currency: 'XOF' },
  { type: 'transfer', country: '*', operator: '*', percent: '2', fixed: 100, currency: 'XOF' },
  { type: 'deposit', country: 'SN', operator: 'wave', percent: '0.5', fixed: 0, currency: 'XOF' },
  // A bank transfer through PI-SPI (decision 069), in the UEMOA only: its interbank cost is lower than mobile money's.
  { type: 'deposit', country: '*', operator: 'bank', percent: '0.5', fixed: 0, currency: 'XOF' },
  { type: 'transfer', country: '*', operator: 'bank', percent: '1', fixed: 100, currency: 'XOF' },
  // Gabon pays in XAF: a rule applies to payments in its own currency only.
  { type: 'deposit', country: 'GA', operator: '*', percent: '1', fixed: 0, currency: 'XAF' },
  { type: 'withdrawal', country: 'GA', operator: '*', percent: '1.5', fixed: 0, currency: 'XAF' },
  { type: 'transfer', country: 'GA', operator: '*', percent: '2', fixed: 100, currency: 'XAF' },
];

/** What the processor charges us (the fee document's `processorFees`), never shown to a customer. */
export const TARIFF_PROCESSOR_FEES: readonly TariffRule[] = [
  { type: 'deposit', country: '*', operator: '*', percent: '0.8', fixed: 0, currency: 'XOF' },
  { type: 'withdrawal', country: '*', operator: '*', percent: '0.8', fixed: 0, currency: 'XOF' },
  { type: 'transfer', country: '*', operator: '*', percent: '1', fixed: 50, currency: 'XOF' },
  { type: 'deposit', country: '*', operator: 'bank', percent: '0.3', fixed: 0, currency: 'XOF' },
  { type: 'transfer', country: '*', operator: 'bank', percent: '0.5', fixed: 50, currency: 'XOF' },
  { type: 'deposit', country: 'GA', operator: '*', percent: '0.8', fixed: 0, currency: 'XAF' },
  { type: 'withdrawal', country: 'GA', operator: '*', percent: '0.8', fixed: 0, currency: 'XAF' },
  { type: 'transfer', country: 'GA', operator: '*', percent: '1', fixed: 50, currency: 'XAF' },
];

/** One payment's bounds through an operator: at least `minAmount`, at most `maxAmount` (wallets: `walletMaxAmount`). */
export const TARIFF_LIMITS = {
  minAmount: 100,
  maxAmount: 2_000_000,
  /** Wave's wallets (Côte d'Ivoire, Senegal) take larger payments. */
  walletMaxAmount: 3_000_000,
  /** What one customer may send in a day, every payment together. */
  senderDailyMax: 5_000_000,
  /** What one beneficiary may receive in a month. */
  beneficiaryMonthlyMax: 5_000_000,
} as const;
