import type { OfferedOperators } from '@1xpay/contract';
import {
  COUNTRIES,
  currencyDetail,
  DEFAULT_CURRENCY,
  findCountryByCode,
  methodOf,
  ONE_X_PAY_COUNTRY_CODES,
  OPERATORS,
} from '@1xpay/domain';
import { operatorName } from '../../../lib/labels.ts';
import type { Option } from './draft.ts';

/**
 * What the catalogue's pickers offer, from what the catalogue knows: the countries and operators of the operators
 * document (the countries where money moves, the operators of each), the currencies in use there (and XOF), and
 * the service's countries while that document is not read yet. A value already in a row is always offered, so
 * that nothing is lost by opening a picker.
 */
export type Known = {
  countries: readonly string[];
  currencies: readonly string[];
  /** The operators of a country in the document; every operator for « * » or a country it does not list. */
  operatorsOf: (country: string) => readonly string[];
};

export function knownFrom(
  document: OfferedOperators | undefined,
  extraCurrencies: readonly string[] = [],
): Known {
  const countries = document?.countries ?? [];
  const byCountry = new Map(countries.map((entry) => [entry.country, entry.operators.map(({ id }) => id)]));
  const every = Object.keys(OPERATORS);
  return {
    countries: [...new Set([...countries.map(({ country }) => country), ...ONE_X_PAY_COUNTRY_CODES])],
    currencies: [
      ...new Set([DEFAULT_CURRENCY, ...countries.map(({ currency }) => currency), ...extraCurrencies]),
    ].sort(),
    operatorsOf: (country) => byCountry.get(country) ?? every,
  };
}

/** The same, its operators cut to mobile money: where a deposit address is an account, never a card or a bank. */
export function mobileMoneyOnly(known: Known): Known {
  return {
    ...known,
    operatorsOf: (country) => known.operatorsOf(country).filter((id) => methodOf(id) === 'mobile_money'),
  };
}

export const countryName = (code: string) => findCountryByCode(code)?.countryName ?? code;

const byName = (a: Option, b: Option) => a.label.localeCompare(b.label, 'fr');

/** The countries a row may name: « Tous les pays » first when `any`, then the known ones by name. */
export function countryOptions(known: Known, current: string, any?: string): Option[] {
  const codes = new Set(known.countries);
  if (current !== '' && current !== '*') codes.add(current);
  const options = [...codes].map((code) => ({ value: code, label: countryName(code) })).sort(byName);
  return any === undefined ? options : [{ value: '*', label: any }, ...options];
}

/**
 * Every country, the service's first, in two groups (a new country of the operators document, a rate): the
 * groups' names are `served` and `others`.
 */
export function allCountryOptions(served: string, others: string): Option[] {
  const codes = new Set<string>(ONE_X_PAY_COUNTRY_CODES);
  const option = (code: string, group: string) => ({ value: code, label: countryName(code), group });
  return [
    ...[...codes].map((code) => option(code, served)).sort(byName),
    ...COUNTRIES.filter(({ countryCode }) => !codes.has(countryCode)).map(({ countryCode }) =>
      option(countryCode, others),
    ),
  ];
}

/** The operators a row of `country` may name: that country's in the document, « Tous » first when `any`. */
export function operatorOptions(known: Known, country: string, current: string, any?: string): Option[] {
  const ids = new Set(known.operatorsOf(country));
  if (current !== '' && current !== '*') ids.add(current);
  const options = [...ids].map((id) => ({ value: id, label: operatorName(id) })).sort(byName);
  return any === undefined ? options : [{ value: '*', label: any }, ...options];
}

/** The currencies in use, the country's own and the row's, by code (« XOF »), or `long` with its name. */
export function currencyOptions(known: Known, current: string, country?: string, long = false): Option[] {
  const codes = new Set(known.currencies);
  const own = country === undefined ? null : (findCountryByCode(country)?.currency ?? null);
  if (own !== null) codes.add(own);
  if (current !== '') codes.add(current.toUpperCase());
  return [...codes]
    .sort()
    .map((code) => ({ value: code, label: long ? `${code} · ${currencyDetail(code).nameFr}` : code }));
}

/** A country's own currency, when it has one. */
export const currencyOf = (country: string): string | undefined =>
  findCountryByCode(country)?.currency ?? undefined;
