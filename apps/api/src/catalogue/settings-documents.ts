import { TARIFF_FEES, TARIFF_PROCESSOR_FEES } from '@1xpay/domain';
import { DEFAULT_OPERATORS } from './default-operators.ts';

/** The configuration documents the master admin edits, and what a GET answers before any POST. */
export const SETTINGS_DEFAULTS = {
  operators: DEFAULT_OPERATORS,
  fees: { fees: TARIFF_FEES, processorFees: TARIFF_PROCESSOR_FEES },
  addresses: [],
  pubs: [],
  pronostics: [],
  rates: { countries: [] },
} as const;

export type SettingsKey = keyof typeof SETTINGS_DEFAULTS;
