import {
  changePasswordBodySchema,
  createTransactionBodySchema,
  fieldPath,
  loginBodySchema,
  registerBodySchema,
  toValidationIssues,
  validationMessage,
} from '@1xpay/contract';
import type * as z from 'zod';
import type { Locale } from '../../site/locale.ts';
import type { Checked } from './forms.ts';

/**
 * The app's forms and the schemas the server checks them with. This module (and zod with it) loads after the screen
 * is up, never with it (forms.ts): the screens' first load stays within its budget (decision 024).
 */
export const SCHEMAS = {
  login: loginBodySchema,
  register: registerBodySchema,
  changePassword: changePasswordBodySchema,
  payment: createTransactionBodySchema,
} as const;

export type FormName = keyof typeof SCHEMAS;

/**
 * A form's values checked by the server's schema, each problem in the words the server would answer (the same
 * catalogue, the same language).
 */
export function checkWith<N extends FormName>(
  name: N,
  input: unknown,
  locale: Locale,
): Checked<z.output<(typeof SCHEMAS)[N]>> {
  const parsed = SCHEMAS[name].safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<(typeof SCHEMAS)[N]> };
  const errors: Record<string, string> = {};
  for (const issue of toValidationIssues(parsed.error.issues, input)) {
    const field = fieldPath(issue.path);
    errors[field] ??= validationMessage(issue, locale);
  }
  return { ok: false, errors };
}
