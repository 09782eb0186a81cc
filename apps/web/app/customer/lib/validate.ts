import {
  changePasswordBodySchema,
  createTransactionBodySchema,
  fieldPath,
  loginBodySchema,
  passwordResetBodySchema,
  phoneChangeBodySchema,
  recoveryCodeBodySchema,
  recoveryVerifyBodySchema,
  registerBodySchema,
  sandboxCardBodySchema,
  smsCodeBodySchema,
  valueAt,
} from '@1xpay/contract';
import type * as z from 'zod';
import type messages from '../app.messages.ts';

/**
 * The app's forms and the schemas the server checks them with. This module (and zod with it) loads after the screen
 * is up, never with it (forms.ts): the screens' first load stays within its budget (decision 024).
 */
export const SCHEMAS = {
  login: loginBodySchema,
  register: registerBodySchema,
  changePassword: changePasswordBodySchema,
  payment: createTransactionBodySchema,
  smsCode: smsCodeBodySchema,
  phoneChange: phoneChangeBodySchema,
  recoveryCode: recoveryCodeBodySchema,
  recoveryVerify: recoveryVerifyBodySchema,
  passwordReset: passwordResetBodySchema,
  sandboxCard: sandboxCardBodySchema,
} as const;

export type FormName = keyof typeof SCHEMAS;

type AppKey = keyof (typeof messages)['fr'] & string;

/** A problem at a field, as an id of the app's compiled catalogue and its values: forms.ts says it in words. */
export type FieldProblem = { id: AppKey; values?: Record<string, number> };

export type CheckedWith<T> = { ok: true; data: T } | { ok: false; problems: Record<string, FieldProblem> };

/** What is wrong with a field, in the few words a customer needs. */
type Kind = 'required' | 'tooShort' | 'tooLong' | 'invalid';

/**
 * The sentence each field says, by what is wrong with it; a field or a problem not listed says the general one
 * (`form.required`, `form.tooShort`…). Every id is in the app's catalogue, compiled at build time: the browser never
 * parses a message (the contract's server-side sentences would need the ICU parser, which it does not load).
 */
const SAYS: Readonly<Record<string, Partial<Record<Kind, AppKey>>>> = {
  login: { required: 'form.login.required', tooLong: 'form.login.required' },
  password: { required: 'form.password.required', tooShort: 'form.password.tooShort' },
  currentPassword: { required: 'form.currentPassword.required' },
  newPassword: { required: 'form.newPassword.required', tooShort: 'form.password.tooShort' },
  firstName: { required: 'form.firstName.required' },
  lastName: { required: 'form.lastName.required' },
  phoneNumber: {
    required: 'form.phone.required',
    invalid: 'form.phone.invalid',
    tooLong: 'form.phone.invalid',
  },
  payerPhone: {
    required: 'form.phone.required',
    invalid: 'form.phone.invalid',
    tooLong: 'form.phone.invalid',
  },
  beneficiaryPhone: {
    required: 'pay.beneficiary.required',
    invalid: 'form.phone.invalid',
    tooLong: 'form.phone.invalid',
  },
  email: { required: 'form.email.required', invalid: 'form.email.invalid', tooLong: 'form.email.invalid' },
  accountId1xBet: { required: 'pay.accountId.required', invalid: 'form.accountId.invalid' },
  code: { required: 'form.code.invalid', invalid: 'form.code.invalid', tooLong: 'form.code.invalid' },
  amount: { required: 'pay.amount.invalid', invalid: 'pay.amount.invalid', tooShort: 'pay.amount.invalid' },
  withdrawalCode: {
    required: 'withdraw.code.required',
    invalid: 'withdraw.code.invalid',
    tooShort: 'withdraw.code.invalid',
    tooLong: 'withdraw.code.invalid',
  },
};

/** A field that says `id` whatever is wrong with it. */
function cardField(id: AppKey): Record<Kind, AppKey> {
  return { required: id, tooShort: id, tooLong: id, invalid: id };
}

/** A form's own words for one of its fields, before SAYS: signing up chooses a password, signing in types it. */
const SAYS_IN: Readonly<Partial<Record<FormName, typeof SAYS>>> = {
  register: { password: { required: 'form.newPassword.required', tooShort: 'form.password.tooShort' } },
  // The card page: one sentence a field, whatever is wrong with it (empty, too long or not a card's).
  sandboxCard: {
    number: cardField('card.number.invalid'),
    expiry: cardField('card.expiry.invalid'),
    cvc: cardField('card.cvc.invalid'),
    code: cardField('card.code.invalid'),
  },
};

const GENERAL: Record<Kind, AppKey> = {
  required: 'form.required',
  tooShort: 'form.tooShort',
  tooLong: 'form.tooLong',
  invalid: 'form.invalid',
};

function kindOf(code: string, value: unknown): Kind {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return 'required';
  if (code === 'too_small') return typeof value === 'string' ? 'tooShort' : 'invalid';
  if (code === 'too_big') return typeof value === 'string' ? 'tooLong' : 'invalid';
  return 'invalid';
}

/**
 * A form's values checked by the server's schema: the data it would accept, or each field's first problem as an
 * id of the app's catalogue (and the length it names).
 */
export function checkWith<N extends FormName>(
  name: N,
  input: unknown,
): CheckedWith<z.output<(typeof SCHEMAS)[N]>> {
  const parsed = SCHEMAS[name].safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<(typeof SCHEMAS)[N]> };
  const problems: Record<string, FieldProblem> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const field = fieldPath(path);
    if (problems[field] !== undefined) continue;
    const kind = kindOf(issue.code, valueAt(input, path));
    const id = SAYS_IN[name]?.[field]?.[kind] ?? SAYS[field]?.[kind] ?? GENERAL[kind];
    const bound = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined;
    problems[field] =
      (kind === 'tooShort' || kind === 'tooLong') && bound !== undefined
        ? { id, values: { n: Number(bound) } }
        : { id };
  }
  return { ok: false, problems };
}
