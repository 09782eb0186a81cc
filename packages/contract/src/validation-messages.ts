import type { MESSAGE_KEYS } from './common.ts';
import {
  type Catalogue,
  DEFAULT_LOCALE,
  formatMessage,
  type Locale,
  type Messages,
  type MessageValues,
  type Translation,
} from './messages.ts';

/** One validation problem, whichever validator found it (zod on a client, the API's request validation). */
export type ValidationIssue = {
  code: string;
  path: readonly (string | number)[];
  params?: Readonly<Record<string, unknown>>;
  /** The zod message: for custom issues it is one of MESSAGE_KEYS. */
  message?: string;
  /** The field was absent, not merely of the wrong type. */
  missing?: boolean;
};

type CustomKey = `custom.${(typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS]}`;

/**
 * A sentence is a subject (`field` or `request`) and a predicate. `type.*`, `format.*`, `tooSmall.*` and
 * `tooBig.*` are looked up by zod's `expected`, `format` and `origin`; `custom.*` by the MESSAGE_KEYS an issue
 * carries.
 */
const fr = {
  field: 'Le champ « {name} »',
  request: 'La requête',
  required: 'est obligatoire',
  'type.string': 'doit être un texte',
  'type.number': 'doit être un nombre',
  'type.int': 'doit être un nombre entier',
  'type.boolean': 'doit valoir true ou false',
  'type.array': 'doit être une liste',
  'type.object': 'doit être un objet',
  wrongType: "n'est pas du type attendu",
  'tooSmall.string': 'doit contenir au moins {n} {n, plural, one {caractère} other {caractères}}',
  'tooSmall.array': 'doit contenir au moins {n} {n, plural, one {élément} other {éléments}}',
  'tooSmall.number': 'doit être supérieur ou égal à {n}',
  'tooBig.string': 'doit contenir au plus {n} {n, plural, one {caractère} other {caractères}}',
  'tooBig.array': 'doit contenir au plus {n} {n, plural, one {élément} other {éléments}}',
  'tooBig.number': 'doit être inférieur ou égal à {n}',
  'format.email': 'doit être une adresse e-mail valide',
  'format.uuid': 'doit être un identifiant UUID valide',
  'format.url': 'doit être une adresse web valide',
  badFormat: "n'a pas le format attendu",
  oneOf: "doit valoir l'une de ces valeurs : {values}",
  unknownKeys: 'contient des champs inconnus : {keys}',
  'custom.phone_invalid': 'doit être un numéro de téléphone valide au format international (+229…)',
  'custom.country_unknown': 'doit être un code pays ISO à deux lettres (BJ, CI, SN…)',
  'custom.url_unsafe': 'doit être un lien https:// ou un chemin du site',
  'custom.decimal_invalid': 'doit être un nombre décimal écrit en texte, par exemple « 1.5 »',
  'custom.duplicate_id': 'contient deux fois le même identifiant',
  'custom.range_inverted': 'doit être supérieur ou égal au minimum',
  'custom.cursors_both': 'ne peut pas accompagner before',
  'custom.day_out_of_range': 'doit être un jour du 2000-01-01 au 2099-12-31',
  invalid: "n'est pas valide",
} as const satisfies Catalogue & Record<CustomKey, string>;

type ValidationKey = keyof typeof fr;

const en = {
  field: 'Field “{name}”',
  request: 'The request',
  required: 'is required',
  'type.string': 'must be a string',
  'type.number': 'must be a number',
  'type.int': 'must be an integer',
  'type.boolean': 'must be true or false',
  'type.array': 'must be a list',
  'type.object': 'must be an object',
  wrongType: 'has the wrong type',
  'tooSmall.string': 'must have at least {n} {n, plural, one {character} other {characters}}',
  'tooSmall.array': 'must have at least {n} {n, plural, one {item} other {items}}',
  'tooSmall.number': 'must be at least {n}',
  'tooBig.string': 'must have at most {n} {n, plural, one {character} other {characters}}',
  'tooBig.array': 'must have at most {n} {n, plural, one {item} other {items}}',
  'tooBig.number': 'must be at most {n}',
  'format.email': 'must be a valid email address',
  'format.uuid': 'must be a valid UUID',
  'format.url': 'must be a valid web address',
  badFormat: 'has the wrong format',
  oneOf: 'must be one of: {values}',
  unknownKeys: 'has unknown fields: {keys}',
  'custom.phone_invalid': 'must be a valid phone number in international format (+229…)',
  'custom.country_unknown': 'must be a two-letter ISO country code (BJ, CI, SN…)',
  'custom.url_unsafe': 'must be an https:// link or a path of this site',
  'custom.decimal_invalid': 'must be a decimal number written as text, e.g. "1.5"',
  'custom.duplicate_id': 'has the same identifier twice',
  'custom.range_inverted': 'must be at least the minimum',
  'custom.cursors_both': 'cannot come with before',
  'custom.day_out_of_range': 'must be a day from 2000-01-01 to 2099-12-31',
  invalid: 'is not valid',
} as const satisfies Translation<typeof fr>;

const VALIDATION_MESSAGES: Messages<typeof fr> = { fr, en };

/** 'countries.0' for ['countries', 0]. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}

function numberParam(params: Readonly<Record<string, unknown>>, key: string): number {
  const value = params[key];
  return typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;
}

/** The key itself when the catalogue has it. */
function known(key: string): ValidationKey | undefined {
  return Object.hasOwn(fr, key) ? (key as ValidationKey) : undefined;
}

function predicate(issue: ValidationIssue): [ValidationKey, MessageValues?] {
  const params = issue.params ?? {};
  const origin = String(params.origin ?? '');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.missing) return ['required'];
      return [known(`type.${String(params.expected)}`) ?? 'wrongType'];
    case 'too_small':
      return [known(`tooSmall.${origin}`) ?? 'tooSmall.number', { n: numberParam(params, 'minimum') }];
    case 'too_big':
      return [known(`tooBig.${origin}`) ?? 'tooBig.number', { n: numberParam(params, 'maximum') }];
    case 'invalid_format':
      // A regex refinement may carry one of MESSAGE_KEYS: it says more than "wrong format".
      return [known(`custom.${issue.message}`) ?? known(`format.${String(params.format)}`) ?? 'badFormat'];
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String).join(', ') : '';
      return values === '' ? ['invalid'] : ['oneOf', { values }];
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String).join(', ') : '';
      return ['unknownKeys', { keys }];
    }
    case 'custom':
      return [known(`custom.${issue.message}`) ?? 'invalid'];
    default:
      return ['invalid'];
  }
}

/** A sentence naming the field and what is wrong with it, in the caller's language. */
export function validationMessage(issue: ValidationIssue, locale: Locale = DEFAULT_LOCALE): string {
  const say = (key: ValidationKey, values?: MessageValues) =>
    formatMessage(VALIDATION_MESSAGES[locale][key], locale, values);
  const subject = issue.path.length === 0 ? say('request') : say('field', { name: fieldPath(issue.path) });
  return `${subject} ${say(...predicate(issue))}.`;
}

/**
 * What is wrong, without naming the field, as a sentence (« Doit être un nombre entier. »): what a form shows under
 * the field itself, which its label already names.
 */
export function validationPredicate(issue: ValidationIssue, locale: Locale = DEFAULT_LOCALE): string {
  const [key, values] = predicate(issue);
  const text = formatMessage(VALIDATION_MESSAGES[locale][key], locale, values);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The value at a path of a parsed JSON input; undefined when any step is absent. */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** zod's issues as ValidationIssues; `input` is what was parsed, to tell a missing field from a wrong one. */
export function toValidationIssues(
  issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[],
  input: unknown,
): ValidationIssue[] {
  return issues.map(({ code, path, message, ...params }) => {
    const fields = path.filter((key): key is string | number => typeof key !== 'symbol');
    return {
      code,
      path: fields,
      message,
      params,
      missing: code === 'invalid_type' && valueAt(input, fields) === undefined,
    };
  });
}
