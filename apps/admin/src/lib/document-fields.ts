import { findCountryByCode } from '@1xpay/domain';
import type { MessageKey } from '../messages.ts';
import { agentStatus, operatorName } from './labels.ts';

type Text = (id: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** What the labels need: the texts, and the admin's formats of amounts, numbers and times. */
export type Formats = {
  t: Text;
  money: (amountMinor: number, currency: string) => string;
  number: (value: number) => string;
  date: (epochMs: number) => string;
};

/** A document of the catalogue, or the small records the four-eyes policy and the audit log hold. */
export type DocumentKind =
  | 'fees'
  | 'rates'
  | 'operators'
  | 'addresses'
  | 'pubs'
  | 'pronostics'
  | 'fourEyes'
  | 'adminRights'
  | 'refundOutside'
  | 'dashboardTotpRequired'
  | 'record';

/** One change by path (`fees.2.percent`), as the API's document diff gives it: a side absent when it has none. */
export type PathChange = { path: string; before?: unknown; after?: unknown };

/** One change as a person reads it: « Frais · Dépôt · Bénin · MTN MoMo » : « 2 % » → « 1 % ». */
export type LabelledChange = { key: string; label: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

/**
 * What changed between two values, by path: objects key by key, lists of objects item by item at the same index
 * (as the API's `catalogue/document-diff.ts` does), a list of plain values as one value (a grant's countries).
 */
export function pathChanges(before: unknown, after: unknown, path = ''): PathChange[] {
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  const walkable = (value: unknown) =>
    isRecord(value) || (Array.isArray(value) && value.length > 0 && !value.every(isPrimitive));
  if (
    (walkable(before) || walkable(after)) &&
    Array.isArray(before ?? after) === Array.isArray(after ?? before)
  ) {
    const a = (before ?? (Array.isArray(after) ? [] : {})) as Record<string, unknown>;
    const b = (after ?? (Array.isArray(before) ? [] : {})) as Record<string, unknown>;
    if (!isRecord(a) && !Array.isArray(a)) return [{ path: path || '—', before, after }];
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => {
      const side: PathChange[] =
        !(key in b) || b[key] === undefined
          ? [{ path: at(key), before: a[key] }]
          : !(key in a) || a[key] === undefined
            ? [{ path: at(key), after: b[key] }]
            : [];
      if (side.length > 0 && !(isRecord(a[key] ?? b[key]) || Array.isArray(a[key] ?? b[key]))) return side;
      return pathChanges(a[key], b[key], at(key));
    });
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const change: PathChange = { path: path === '' ? '—' : path };
  if (before !== undefined) change.before = before;
  if (after !== undefined) change.after = after;
  return [change];
}

/** The value at `path` (`countries.0.operators.1`) of a document, or undefined. */
function valueAt(document: unknown, path: readonly string[]): unknown {
  let value = document;
  for (const key of path) {
    if (!isRecord(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const countryName = (t: Text, code: unknown) =>
  code === '*'
    ? t('doc.allCountries')
    : typeof code === 'string'
      ? (findCountryByCode(code)?.countryName ?? code)
      : '';
const operatorLabel = (t: Text, id: unknown) =>
  id === '*' ? t('doc.allOperators') : typeof id === 'string' ? operatorName(id) : String(id ?? '');
const typeName = (t: Text, type: unknown) =>
  type === 'deposit' || type === 'withdrawal' || type === 'transfer'
    ? t(`operationType.${type}`)
    : String(type ?? '');

/** « 1,5 » for the decimal text « 1.5 » in French (the admin's separator), exact: never through a float. */
function decimalText(value: unknown, f: Formats): string {
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [units = '', fraction] = text.split('.');
  const grouped = f.number(Number(units));
  const separator = f.number(1.5).includes(',') ? ',' : '.';
  return fraction === undefined ? grouped : `${grouped}${separator}${fraction}`;
}

const FIELD_KEYS = new Set<string>([
  'percent',
  'fixed',
  'currency',
  'type',
  'country',
  'countryCode',
  'operator',
  'rate',
  'enabled',
  'active',
  'minAmount',
  'maxAmount',
  'maxFailedPaymentsPerDay',
  'beneficiaryMonthlyMax',
  'senderDailyMax',
  'maxWaitingPayments',
  'maxPaymentsPerHour',
  'maxPayerNumbersPerDay',
  'label',
  'accountNumber',
  'accountName',
  'instructions',
  'title',
  'picture',
  'link',
  'competition',
  'homeTeam',
  'awayTeam',
  'startsAt',
  'prediction',
  'odds',
  'id',
  'countries',
  'allowedOperationsTypes',
  'isAdmin',
  'adminId',
  'statusCode',
  'message',
  'reason',
  'userAuthenticationStatus',
  'openSessions',
  'totp',
  'required',
  'claimedAt',
  'operationStatus',
  'failureMessage',
  'job',
  'kind',
  'status',
  'attempts',
  'lastError',
  'failure',
  'outsideReference',
  'masterId',
  'promoted',
  'pushSubscriptionsRemoved',
  'state',
  'proposedBy',
  'superseded',
  'rows',
  'outcome',
  'filter',
  'contentType',
  'size',
  'path',
  'body',
  'url',
  'createdAt',
  'q',
  'from',
  'to',
  'user',
  'actor',
  'action',
  'target',
  'reference',
]);

/** A field's name in words (`minAmount` → « montant minimal »), the name itself when the dashboard has none. */
export function fieldName(t: Text, field: string): string {
  return FIELD_KEYS.has(field) ? t(`field.${field}` as MessageKey) : field;
}

const USER_STATUSES = [
  'pending',
  'accepted',
  'active',
  'blocked',
  'transactionSuspended',
  'waitForInfoCompletion',
] as const;
/** The values said in words, by field: a change's state, a refund's or a job's status, an export's outcome. */
const WORDED_VALUES = new Set<string>([
  ...['pending', 'approved', 'rejected', 'superseded'].map((value) => `value.state.${value}`),
  ...['pending', 'sent', 'failed', 'paid_outside', 'dead', 'queued', 'cancelled'].map(
    (value) => `value.status.${value}`,
  ),
  ...['pending', 'success', 'error'].map((value) => `value.operationStatus.${value}`),
  ...['complete', 'failed', 'interrupted'].map((value) => `value.outcome.${value}`),
]);
const AMOUNT_FIELDS = new Set(['fixed', 'minAmount', 'maxAmount', 'beneficiaryMonthlyMax', 'senderDailyMax']);

/**
 * A value in words for its field: an amount with its currency's code, a percentage, a country's or an operator's
 * name, a status's label, yes or no, a time; never `null` (« — »).
 */
export function valueText(field: string, value: unknown, f: Formats, currency = 'XOF'): string {
  const { t } = f;
  if (value === null || value === undefined || value === '') return t('value.none');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('value.none');
    return value.map((item) => valueText(field, item, f, currency)).join(', ');
  }
  if (typeof value === 'boolean') {
    if (field === 'enabled' || field === 'active' || field === 'totp' || field === 'required')
      return t(value ? 'value.on' : 'value.off');
    return t(value ? 'value.yes' : 'value.no');
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([, inner]) => inner !== undefined && inner !== null && inner !== '')
      .map(([key, inner]) => `${fieldName(t, key)}\u202f: ${valueText(key, inner, f, currency)}`)
      .join(' · ');
  }
  if (AMOUNT_FIELDS.has(field) && typeof value === 'number') return f.money(value, currency);
  const named = `value.${field}.${String(value)}`;
  if (WORDED_VALUES.has(named)) return t(named as MessageKey);
  switch (field) {
    case 'percent':
      return `${decimalText(value, f)}\u202f%`;
    case 'rate':
    case 'odds':
      return decimalText(value, f);
    case 'country':
    case 'countryCode':
    case 'countries':
      return countryName(t, value);
    case 'operator':
      return operatorLabel(t, value);
    case 'type':
    case 'allowedOperationsTypes':
      return typeName(t, value);
    case 'statusCode':
      if (typeof value === 'number') {
        const status = agentStatus(t, { statusCode: value, finished: false });
        return `${status.label} (${status.code})`;
      }
      break;
    case 'userAuthenticationStatus': {
      const status = USER_STATUSES.find((known) => known === value);
      if (status !== undefined) return t(`userStatus.${status}`);
      break;
    }
    case 'startsAt':
    case 'claimedAt':
    case 'createdAt':
      if (typeof value === 'number') return f.date(value);
      break;
  }
  return typeof value === 'number' ? f.number(value) : String(value);
}

/**
 * Where a path of a document sits, in words, and the currency its amounts are in: the section and the item
 * (« Frais · Dépôt · Bénin · MTN MoMo »), then the field, left out when the item says it (a fee's percentage).
 */
function placeOf(
  kind: DocumentKind,
  parts: readonly string[],
  before: unknown,
  after: unknown,
  t: Text,
): { item: string[]; field: string | undefined; currency: string; itemPath: number } {
  const item = (depth: number) =>
    (valueAt(after, parts.slice(0, depth)) ?? valueAt(before, parts.slice(0, depth))) as
      | Record<string, unknown>
      | undefined;
  const last = parts.at(-1) ?? '';
  const fieldOf = (depth: number) => (parts.length > depth ? parts[depth] : undefined);
  const number = (index: string | undefined) => t('doc.item', { number: Number(index ?? 0) + 1 });
  switch (kind) {
    case 'fees': {
      if (parts[0] !== 'fees' && parts[0] !== 'processorFees') break;
      const rule = item(2);
      const name =
        rule === undefined
          ? [number(parts[1])]
          : [typeName(t, rule.type), countryName(t, rule.country), operatorLabel(t, rule.operator)];
      const field = fieldOf(2);
      return {
        item: [t(`doc.${parts[0]}`), ...name],
        field: field === 'percent' ? undefined : field,
        currency: String(rule?.currency ?? 'XOF'),
        itemPath: 2,
      };
    }
    case 'rates': {
      if (parts[0] !== 'countries') break;
      const rate = item(2);
      return {
        item: [t('doc.rates'), rate === undefined ? number(parts[1]) : countryName(t, rate.countryCode)],
        field: fieldOf(2) === 'rate' ? undefined : fieldOf(2),
        currency: String(rate?.currency ?? 'XOF'),
        itemPath: 2,
      };
    }
    case 'operators': {
      if (parts[0] !== 'countries')
        return { item: [t('doc.limits')], field: last, currency: 'XOF', itemPath: 1 };
      const country = item(2);
      const currency = String(country?.currency ?? 'XOF');
      const place = [
        t('doc.operators'),
        country === undefined ? number(parts[1]) : countryName(t, country.country),
      ];
      if (parts[2] !== 'operators' || parts.length < 4)
        return { item: place, field: fieldOf(2), currency, itemPath: 2 };
      const operator = item(4);
      return {
        item: [...place, operator === undefined ? number(parts[3]) : operatorLabel(t, operator.id)],
        field: fieldOf(4),
        currency,
        itemPath: 4,
      };
    }
    case 'addresses':
    case 'pubs':
    case 'pronostics': {
      const entry = item(1);
      const name =
        entry === undefined
          ? number(parts[0])
          : kind === 'addresses'
            ? String(entry.label ?? entry.id)
            : kind === 'pubs'
              ? String(entry.title ?? entry.id)
              : `${String(entry.homeTeam ?? '')} – ${String(entry.awayTeam ?? '')}`;
      return { item: [t(`doc.${kind}`), name], field: fieldOf(1), currency: 'XOF', itemPath: 1 };
    }
    case 'fourEyes':
    case 'dashboardTotpRequired':
      return { item: [t(`doc.${kind}`)], field: undefined, currency: 'XOF', itemPath: 0 };
    case 'adminRights':
    case 'refundOutside':
      return { item: [t(`doc.${kind}`)], field: parts[0], currency: 'XOF', itemPath: 0 };
    case 'record':
      break;
  }
  // An audit record's fields: each level named (« filtre · pays »), list indexes left out.
  const named = parts.filter((part) => !/^\d+$/.test(part));
  return {
    item: named.slice(0, -1).map((part) => fieldName(t, part)),
    field: named.at(-1),
    currency: 'XOF',
    itemPath: parts.length,
  };
}

/**
 * The changes of a document (or an audit record), each said in words: where, and before → after in the field's
 * own terms. Lists of plain values (a grant's countries) are one change; an item added or removed whole (a new fee
 * rule) is one change that sums it up.
 */
export function labelChanges(
  kind: DocumentKind,
  changes: readonly PathChange[],
  before: unknown,
  after: unknown,
  f: Formats,
): LabelledChange[] {
  const { t } = f;
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
  const rows: { change: LabelledChange; item: string; isField: boolean }[] = [];
  const seen = new Set<string>();
  for (const change of changes) {
    let parts = change.path === '—' ? [] : change.path.split('.');
    // A list of plain values (countries.0, countries.1…) is one value: the list before and after.
    const parent = parts.slice(0, -1);
    const list = valueAt(after, parent) ?? valueAt(before, parent);
    if (
      parts.length > 0 &&
      /^\d+$/.test(parts.at(-1) ?? '') &&
      Array.isArray(list) &&
      list.every(isPrimitive)
    )
      parts = parent;
    const place = placeOf(kind, parts, before, after, t);
    // An item present on one side only (a rule added or removed) is said once, whole.
    const itemParts = parts.slice(0, place.itemPath);
    const itemBefore = place.itemPath > 0 ? valueAt(before, itemParts) : undefined;
    const itemAfter = place.itemPath > 0 ? valueAt(after, itemParts) : undefined;
    const whole =
      place.itemPath > 0 && kind !== 'record' && (itemBefore === undefined) !== (itemAfter === undefined);
    const key = whole ? itemParts.join('.') : parts.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    const label = [
      ...place.item,
      ...(whole || place.field === undefined ? [] : [fieldName(t, place.field)]),
    ].join(' · ');
    const item = place.item.join(' · ');
    if (whole) {
      const summary = summaryOf(
        kind,
        (itemAfter ?? itemBefore) as Record<string, unknown>,
        f,
        place.currency,
      );
      rows.push({
        item,
        isField: false,
        change: {
          key,
          label: capital(label || fieldName(t, parts.at(-1) ?? '')),
          before: itemBefore === undefined ? t('value.none') : `${summary} (${t('doc.removed')})`,
          after: itemAfter === undefined ? t('value.none') : `${summary} (${t('doc.added')})`,
        },
      });
      continue;
    }
    const field = place.field ?? parts.at(-1) ?? '';
    const shown = (value: unknown) =>
      valueText(
        field === 'percent' || place.field === undefined ? lastField(kind, parts) : field,
        value,
        f,
        place.currency,
      );
    rows.push({
      item,
      // An item's own line (a fee's percentage, a rate) comes before its other fields.
      isField: place.field !== undefined,
      change: {
        key,
        label: capital(label || fieldName(t, field)),
        before: shown(parts.length === 0 ? change.before : (valueAt(before, parts) ?? change.before)),
        after: shown(parts.length === 0 ? change.after : (valueAt(after, parts) ?? change.after)),
      },
    });
  }
  // Each item's own line first (a fee's percentage), then its fields, items in the order they came.
  const items = new Map<string, number>();
  for (const row of rows) if (!items.has(row.item)) items.set(row.item, items.size);
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        (items.get(a.row.item) ?? 0) - (items.get(b.row.item) ?? 0) ||
        Number(a.row.isField) - Number(b.row.isField) ||
        a.index - b.index,
    )
    .map(({ row }) => row.change);
}

/** The field a value is formatted as when the label leaves it out: a fee's percentage, a rate, the switch. */
function lastField(kind: DocumentKind, parts: readonly string[]): string {
  if (kind === 'fourEyes' || kind === 'dashboardTotpRequired') return 'enabled';
  return parts.at(-1) ?? '';
}

/** An item added or removed whole, in one phrase: a fee rule's price, an operator's range, an entry's name. */
function summaryOf(kind: DocumentKind, item: Record<string, unknown>, f: Formats, currency: string): string {
  if (kind === 'fees')
    return f.t('value.rule', {
      percent: valueText('percent', item.percent, f),
      fixed: valueText('fixed', item.fixed, f, currency),
    });
  if (kind === 'rates') return valueText('rate', item.rate, f);
  if (kind === 'operators' && 'minAmount' in item)
    return `${valueText('minAmount', item.minAmount, f, currency)} – ${valueText('maxAmount', item.maxAmount, f, currency)}`;
  if (kind === 'operators' && Array.isArray(item.operators))
    return item.operators.map((operator) => operatorLabel(f.t, (operator as { id?: unknown }).id)).join(', ');
  if (kind === 'addresses') return String(item.accountNumber ?? '');
  if (kind === 'pronostics') return String(item.prediction ?? '');
  return valueText('', item, f, currency);
}
