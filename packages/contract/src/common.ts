import {
  findCountryByCode,
  OPERATION_TYPES,
  OPERATOR_IDS,
  operatorsOfMethod,
  USER_AUTHENTICATION_STATUSES,
} from '@1xpay/domain';
import * as z from 'zod';
import { toE164 } from './phone.ts';

/**
 * Custom issue messages are message keys, rendered in the caller's language by `validationMessage`.
 * Keep them here so server and clients agree.
 */
export const MESSAGE_KEYS = {
  phoneInvalid: 'phone_invalid',
  countryUnknown: 'country_unknown',
  urlUnsafe: 'url_unsafe',
  decimalInvalid: 'decimal_invalid',
  duplicateId: 'duplicate_id',
  rangeInverted: 'range_inverted',
  cursorsBoth: 'cursors_both',
  dayOutOfRange: 'day_out_of_range',
} as const;

/**
 * The days a filter may name: no date a person means falls outside, and every one of them is a time the database
 * and JavaScript's Date both write plainly (`0000-01-01`, or the day after `9999-12-31`, used to reach PostgreSQL and
 * answer 500). The dashboard may use them as its date fields' bounds.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/**
 * A calendar day that exists (2026-02-30 does not), AAAA-MM-JJ, from FIRST_DAY to LAST_DAY (refused at its field
 * otherwise: `day_out_of_range`).
 */
export const daySchema = z.iso
  .date()
  .refine((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= FIRST_DAY && day <= LAST_DAY), {
    message: MESSAGE_KEYS.dayOutOfRange,
  });

/** A page of a dashboard list starts below one cursor or above another, not both: refused, named on `after`. */
export const oneCursor = [
  (query: { before?: string | undefined; after?: string | undefined }) =>
    query.before === undefined || query.after === undefined,
  { message: MESSAGE_KEYS.cursorsBoth, path: ['after'] },
] as const satisfies [unknown, { message: string; path: string[] }];

/** A phone number in international form (+229…, 00229…), validated and normalised to E.164. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(32)
  .transform((value, context) => {
    const e164 = toE164(value);
    if (e164 === undefined) {
      context.addIssue({ code: 'custom', message: MESSAGE_KEYS.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  })
  .meta({ description: 'Numéro international (+229…), rendu au format E.164.', example: '+22997000000' });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email())
  .meta({ example: 'awa.diallo@example.sn' });

export const uuidSchema = z.uuid();

/** ISO 3166-1 alpha-2 code of a known country, in any case; normalised to upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .length(2)
  .toUpperCase()
  .refine((code) => findCountryByCode(code) !== undefined, { message: MESSAGE_KEYS.countryUnknown })
  .meta({ example: 'BJ' });

export const operationTypeSchema = z.enum(OPERATION_TYPES);
export const operatorIdSchema = z.enum(OPERATOR_IDS as [string, ...string[]]);
/** A mobile-money operator's slug: never `card` nor `bank`. */
export const mobileMoneyOperatorIdSchema = z.enum(operatorsOfMethod('mobile_money') as [string, ...string[]]);
export const userAuthenticationStatusSchema = z.enum(USER_AUTHENTICATION_STATUSES);

/** An amount in integer minor units of its currency (XOF has none). Never a float. */
export const minorAmountSchema = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

/** An exact decimal written as text ('1.5', '0.0195'); never a float. */
export function decimalSchema(fractionDigits: number) {
  return z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${fractionDigits}})?$`), { message: MESSAGE_KEYS.decimalInvalid })
    .meta({ description: `Décimal exact en texte, au plus ${fractionDigits} décimales.` });
}

/** A refinement for lists whose items must differ by a key (ids, countries): reported as duplicate_id. */
export function uniqueBy<T>(key: (item: T) => string) {
  return [
    (items: readonly T[]) => new Set(items.map(key)).size === items.length,
    { message: MESSAGE_KEYS.duplicateId },
  ] as const;
}

/** Epoch milliseconds. */
export const epochMsSchema = z.int().min(0);

/** A link the apps may open: an http(s) URL or a path of this site; never javascript:, data:, //host… */
const SAFE_LINK = /^(?:https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?|\/(?![/\\])\S*)$/i;

export const safeLinkSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((value) => SAFE_LINK.test(value), { message: MESSAGE_KEYS.urlUnsafe });

export const shortTextSchema = (max: number) => z.string().trim().min(1).max(max);

/** A CSV export (GET …/export.csv): UTF-8 with a byte-order mark, comma-separated, a header line first. */
export const csvFileSchema = z
  .string()
  .meta({ description: 'Fichier CSV (UTF-8 avec BOM, séparé par des virgules).' });
