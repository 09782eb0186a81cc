import { MESSAGE_KEYS } from './common.ts';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

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

type Texts = {
  field: (name: string) => string;
  request: string;
  required: string;
  type: Record<string, string>;
  wrongType: string;
  tooSmall: Record<string, (n: number) => string>;
  tooBig: Record<string, (n: number) => string>;
  format: Record<string, string>;
  badFormat: string;
  oneOf: (values: string) => string;
  unknownKeys: (keys: string) => string;
  custom: Record<string, string>;
  invalid: string;
};

const fr: Texts = {
  field: (name) => `Le champ « ${name} »`,
  request: 'La requête',
  required: 'est obligatoire',
  type: {
    string: 'doit être un texte',
    number: 'doit être un nombre',
    int: 'doit être un nombre entier',
    boolean: 'doit valoir true ou false',
    array: 'doit être une liste',
    object: 'doit être un objet',
  },
  wrongType: "n'est pas du type attendu",
  tooSmall: {
    string: (n) => `doit contenir au moins ${n} caractère${n > 1 ? 's' : ''}`,
    array: (n) => `doit contenir au moins ${n} élément${n > 1 ? 's' : ''}`,
    number: (n) => `doit être supérieur ou égal à ${n}`,
  },
  tooBig: {
    string: (n) => `doit contenir au plus ${n} caractère${n > 1 ? 's' : ''}`,
    array: (n) => `doit contenir au plus ${n} élément${n > 1 ? 's' : ''}`,
    number: (n) => `doit être inférieur ou égal à ${n}`,
  },
  format: {
    email: 'doit être une adresse e-mail valide',
    uuid: 'doit être un identifiant UUID valide',
    url: 'doit être une adresse web valide',
  },
  badFormat: "n'a pas le format attendu",
  oneOf: (values) => `doit valoir l'une de ces valeurs : ${values}`,
  unknownKeys: (keys) => `contient des champs inconnus : ${keys}`,
  custom: {
    [MESSAGE_KEYS.phoneInvalid]: 'doit être un numéro de téléphone valide au format international (+229…)',
    [MESSAGE_KEYS.countryUnknown]: 'doit être un code pays ISO à deux lettres (BJ, CI, SN…)',
    [MESSAGE_KEYS.urlUnsafe]: 'doit être un lien https:// ou un chemin du site',
    [MESSAGE_KEYS.decimalInvalid]: 'doit être un nombre décimal écrit en texte, par exemple « 1.5 »',
    [MESSAGE_KEYS.duplicateId]: 'contient deux fois le même identifiant',
    [MESSAGE_KEYS.rangeInverted]: 'doit être supérieur ou égal au minimum',
  },
  invalid: "n'est pas valide",
};

const en: Texts = {
  field: (name) => `Field “${name}”`,
  request: 'The request',
  required: 'is required',
  type: {
    string: 'must be a string',
    number: 'must be a number',
    int: 'must be an integer',
    boolean: 'must be true or false',
    array: 'must be a list',
    object: 'must be an object',
  },
  wrongType: 'has the wrong type',
  tooSmall: {
    string: (n) => `must have at least ${n} character${n > 1 ? 's' : ''}`,
    array: (n) => `must have at least ${n} item${n > 1 ? 's' : ''}`,
    number: (n) => `must be at least ${n}`,
  },
  tooBig: {
    string: (n) => `must have at most ${n} character${n > 1 ? 's' : ''}`,
    array: (n) => `must have at most ${n} item${n > 1 ? 's' : ''}`,
    number: (n) => `must be at most ${n}`,
  },
  format: {
    email: 'must be a valid email address',
    uuid: 'must be a valid UUID',
    url: 'must be a valid web address',
  },
  badFormat: 'has the wrong format',
  oneOf: (values) => `must be one of: ${values}`,
  unknownKeys: (keys) => `has unknown fields: ${keys}`,
  custom: {
    [MESSAGE_KEYS.phoneInvalid]: 'must be a valid phone number in international format (+229…)',
    [MESSAGE_KEYS.countryUnknown]: 'must be a two-letter ISO country code (BJ, CI, SN…)',
    [MESSAGE_KEYS.urlUnsafe]: 'must be an https:// link or a path of this site',
    [MESSAGE_KEYS.decimalInvalid]: 'must be a decimal number written as text, e.g. "1.5"',
    [MESSAGE_KEYS.duplicateId]: 'has the same identifier twice',
    [MESSAGE_KEYS.rangeInverted]: 'must be at least the minimum',
  },
  invalid: 'is not valid',
};

const texts: Record<Locale, Texts> = { fr, en };

/** 'countries.0' for ['countries', 0]. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}

function numberParam(params: Readonly<Record<string, unknown>>, key: string): number {
  const value = params[key];
  return typeof value === 'number' || typeof value === 'bigint' ? Number(value) : 0;
}

function predicate(issue: ValidationIssue, t: Texts): string {
  const params = issue.params ?? {};
  const origin = String(params.origin ?? '');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.missing) return t.required;
      return t.type[String(params.expected)] ?? t.wrongType;
    case 'too_small':
      return (t.tooSmall[origin] ?? t.tooSmall.number)?.(numberParam(params, 'minimum')) ?? t.invalid;
    case 'too_big':
      return (t.tooBig[origin] ?? t.tooBig.number)?.(numberParam(params, 'maximum')) ?? t.invalid;
    case 'invalid_format':
      // A regex refinement may carry one of MESSAGE_KEYS: it says more than "wrong format".
      return t.custom[issue.message ?? ''] ?? t.format[String(params.format)] ?? t.badFormat;
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values.map(String).join(', ') : '';
      return values === '' ? t.invalid : t.oneOf(values);
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String).join(', ') : '';
      return t.unknownKeys(keys);
    }
    case 'custom':
      return t.custom[issue.message ?? ''] ?? t.invalid;
    default:
      return t.invalid;
  }
}

/** A sentence naming the field and what is wrong with it, in the caller's language. */
export function validationMessage(issue: ValidationIssue, locale: Locale = DEFAULT_LOCALE): string {
  const t = texts[locale];
  const subject = issue.path.length === 0 ? t.request : t.field(fieldPath(issue.path));
  return `${subject} ${predicate(issue, t)}.`;
}

/** The first of our languages in an Accept-Language-like list of tags, best first; undefined when none is. */
export function matchLocale(preferred: readonly string[]): Locale | undefined {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'fr' || language === 'en') return language;
  }
  return undefined;
}

/** The caller's language from an Accept-Language-like list of tags: French unless English comes first. */
export function pickLocale(preferred: readonly string[]): Locale {
  return matchLocale(preferred) ?? DEFAULT_LOCALE;
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
