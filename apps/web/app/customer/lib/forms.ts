import type { ChangePasswordBody, CreateTransactionBody, LoginBody, RegisterBody } from '@1xpay/contract';
import { useEffect } from 'react';
import type { Locale } from '../../site/locale.ts';
import { ApiError, NetworkError } from './api.ts';

/** Field path → the message shown under that field; `''` names the form as a whole. */
export type FieldErrors = Readonly<Record<string, string>>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

type Bodies = {
  login: LoginBody;
  register: RegisterBody;
  changePassword: ChangePasswordBody;
  payment: CreateTransactionBody;
};

const validation = () => import('./validate.ts');

/**
 * Loads the forms' validation (the shared zod schemas) once the screen is idle: it is not part of the screen's
 * first load, and it is there by the time the customer has typed anything.
 */
export function useValidation(): void {
  useEffect(() => {
    const load = () => void validation();
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * A form's values checked by the schema the server checks them with, each problem in the words the server would
 * answer: what the customer reads before sending is what the server would say after.
 */
export async function check<N extends keyof Bodies>(
  name: N,
  input: unknown,
  locale: Locale,
): Promise<Checked<Bodies[N]>> {
  const { checkWith } = await validation();
  return checkWith(name, input, locale) as Checked<Bodies[N]>;
}

/** The two sentences a form says when the server's answer names no field. */
export type Fallbacks = { generic: string; network: string };

/**
 * What an API error says at the form's fields: each field the server named, a §8 refusal at its field, else the
 * whole form (a lost connection says so: what was typed stays).
 */
export function serverErrors(
  error: unknown,
  fallbacks: Fallbacks,
  fieldOfRefusal?: (code: number) => string,
): FieldErrors {
  if (error instanceof NetworkError) return { '': fallbacks.network };
  if (!(error instanceof ApiError)) return { '': fallbacks.generic };
  const fields = error.fields;
  if (Object.keys(fields).length > 0) return fields;
  const code = error.refusalCode;
  if (code !== undefined && fieldOfRefusal !== undefined) return { [fieldOfRefusal(code)]: error.message };
  return { '': error.status >= 500 ? fallbacks.generic : error.message };
}
