import { OPERATION_TYPES, type OperationType } from './permissions.ts';
import { ONE_X_PAY_COUNTRY_CODES } from './reference/countries.ts';

/**
 * Four-eyes (decisions 028 and 046): what a waiting change touches, and whether an approver's grant covers it.
 * A change touches pairs of a country and an operation type; `*` stands for every service country (a fee rule
 * for all countries, the policy itself). An approver's grant covers a pair when it holds the type and the country
 * (every service country for `*`); the master's powers cover everything.
 */
export type Touch = { country: string; type: OperationType };

/** What the four-eyes policy itself and any document read as malformed touch: everything. */
export const TOUCHES_EVERYTHING: readonly Touch[] = OPERATION_TYPES.map((type) => ({ country: '*', type }));

type Rule = { type?: unknown; country?: unknown };
type FeesDocument = { fees?: readonly Rule[]; processorFees?: readonly Rule[] };
type Grant = { countries: readonly string[]; allowedOperationsTypes: readonly string[] };

/** JSON text with object keys sorted, so two equal documents compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function isType(value: unknown): value is OperationType {
  return typeof value === 'string' && (OPERATION_TYPES as readonly string[]).includes(value);
}

function unique(touches: readonly Touch[]): Touch[] {
  const seen = new Map(touches.map((touch) => [`${touch.country}/${touch.type}`, touch]));
  return [...seen.values()].sort((a, b) =>
    a.country === b.country ? a.type.localeCompare(b.type) : a.country.localeCompare(b.country),
  );
}

/** Every operation type of each country. */
function everyType(countries: Iterable<string>): Touch[] {
  return [...countries].flatMap((country) => OPERATION_TYPES.map((type) => ({ country, type })));
}

/**
 * The fee rules added or removed (a changed rule is both): each touches its country (`*`: all) for its type, in the
 * customer's fees and the processor's alike.
 */
export function touchesOfFees(before: unknown, after: unknown): Touch[] {
  const rules = (document: unknown) => {
    const fees = (document ?? {}) as FeesDocument;
    return [
      ...(fees.fees ?? []).map((rule) => ({ rule, list: 'fees' })),
      ...(fees.processorFees ?? []).map((rule) => ({ rule, list: 'processorFees' })),
    ];
  };
  const counts = new Map<string, { rule: Rule; n: number }>();
  for (const [side, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    for (const { rule, list } of rules(side)) {
      const key = `${list}:${canonical(rule)}`;
      const kept = counts.get(key) ?? { rule, n: 0 };
      kept.n += sign;
      counts.set(key, kept);
    }
  }
  const touches: Touch[] = [];
  for (const { rule, n } of counts.values()) {
    if (n === 0) continue;
    if (!isType(rule.type) || typeof rule.country !== 'string') return [...TOUCHES_EVERYTHING];
    touches.push({ country: rule.country, type: rule.type });
  }
  return unique(touches);
}

/** The entries of a list keyed by a country field, in canonical text. */
function byCountry(document: unknown, list: string, field: string): Map<string, string> | undefined {
  const items = (document as Record<string, unknown> | null)?.[list];
  if (!Array.isArray(items)) return undefined;
  const entries = new Map<string, string>();
  for (const item of items) {
    const country = (item as Record<string, unknown> | null)?.[field];
    if (typeof country !== 'string') return undefined;
    entries.set(country, `${entries.get(country) ?? ''}${canonical(item)}`);
  }
  return entries;
}

/** Countries whose entry differs (added, removed or changed): every operation type of each. */
function touchesByCountry(before: unknown, after: unknown, list: string, field: string): Touch[] {
  const a = byCountry(before, list, field);
  const b = byCountry(after, list, field);
  if (a === undefined || b === undefined) return [...TOUCHES_EVERYTHING];
  const changed = [...new Set([...a.keys(), ...b.keys()])].filter(
    (country) => a.get(country) !== b.get(country),
  );
  return unique(everyType(changed));
}

/** A country's exchange rate converts that country's amounts: every operation type of the country. */
export function touchesOfRates(before: unknown, after: unknown): Touch[] {
  return touchesByCountry(before, after, 'countries', 'countryCode');
}

/** A country's operators and limits apply to every operation type in it. */
export function touchesOfOperators(before: unknown, after: unknown): Touch[] {
  return touchesByCountry(before, after, 'countries', 'country');
}

/** An admin's rights: the pairs of country and type given or taken away. */
export function touchesOfGrant(before: Grant, after: Grant): Touch[] {
  const pairs = (grant: Grant) =>
    new Set(
      grant.countries.flatMap((country) =>
        grant.allowedOperationsTypes.filter(isType).map((type) => `${country}/${type}`),
      ),
    );
  const a = pairs(before);
  const b = pairs(after);
  const changed = [...a].filter((pair) => !b.has(pair)).concat([...b].filter((pair) => !a.has(pair)));
  return unique(
    changed.map((pair) => {
      const [country = '', type = 'deposit'] = pair.split('/');
      return { country, type: type as OperationType };
    }),
  );
}

/**
 * What of `touches` the grant does not cover (empty: it may approve). `null` is the master's powers: everything.
 * A `*` country needs every service country in the grant.
 */
export function uncoveredTouches(grant: Grant | null, touches: readonly Touch[]): Touch[] {
  if (grant === null) return [];
  const countries = new Set(grant.countries.map((country) => country.toUpperCase()));
  const covers = (touch: Touch) =>
    grant.allowedOperationsTypes.includes(touch.type) &&
    (touch.country === '*'
      ? ONE_X_PAY_COUNTRY_CODES.every((country) => countries.has(country))
      : countries.has(touch.country.toUpperCase()));
  return touches.filter((touch) => !covers(touch));
}
