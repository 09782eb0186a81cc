import { ApiError, NetworkError } from '@1xpay/client';
import type {
  ChangePasswordBody,
  CreateTransactionBody,
  LoginBody,
  PasswordResetBody,
  PhoneChangeBody,
  RecoveryCodeBody,
  RecoveryVerifyBody,
  RegisterBody,
  SandboxCardBody,
  SmsCodeBody,
} from '@1xpay/contract';
import { type RefObject, useEffect, useRef } from 'react';
import type { Translate } from '../../site/intl.tsx';
import type messages from '../app.messages.ts';

/** Field path → the message shown under that field; `''` names the form as a whole. */
export type FieldErrors = Readonly<Record<string, string>>;

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

type Bodies = {
  login: LoginBody;
  register: RegisterBody;
  changePassword: ChangePasswordBody;
  payment: CreateTransactionBody;
  smsCode: SmsCodeBody;
  phoneChange: PhoneChangeBody;
  recoveryCode: RecoveryCodeBody;
  recoveryVerify: RecoveryVerifyBody;
  passwordReset: PasswordResetBody;
  sandboxCard: SandboxCardBody;
};

/**
 * zod is told not to try `new Function` before the contract's schemas are built (zod-without-eval.ts): a module of
 * its own, loaded first, because the bundle puts a side-effect import of validate.ts after the schemas it imports.
 */
const validation = () => import('./zod-without-eval.ts').then(() => import('./validate.ts'));

/**
 * Loads the forms' validation (the shared zod schemas) when the customer first touches the screen (a focus, a tap,
 * a key): it is not part of the screen's first load nor of the work done while it starts, and it is there by the
 * time anything is typed. A submit waits for it if it is not.
 */
export function useValidation(): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const load = () => {
      for (const event of events) document.removeEventListener(event, load, true);
      void validation();
    };
    for (const event of events) document.addEventListener(event, load, true);
    return () => {
      for (const event of events) document.removeEventListener(event, load, true);
    };
  }, []);
}

type AppText = Translate<keyof (typeof messages)['fr'] & string>;

/**
 * A form's values checked by the schema the server checks them with, each field's problem said at the field in the
 * app's words (its catalogue, compiled at build time: nothing is parsed in the browser).
 */
export async function check<N extends keyof Bodies>(
  name: N,
  input: unknown,
  t: AppText,
): Promise<Checked<Bodies[N]>> {
  const { checkWith } = await validation();
  const checked = checkWith(name, input);
  if (checked.ok) return checked as Checked<Bodies[N]>;
  const errors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(checked.problems))
    errors[field] = t(problem.id, problem.values);
  return { ok: false, errors };
}

/**
 * The form's ref: each time its errors change and name a field, the first field in error (in the form's order)
 * takes the focus, so a keyboard or screen-reader user lands on what to fix; an error of the whole form (its
 * alert) takes it when no field is named.
 */
export function useFocusFirstError(errors: FieldErrors): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const target =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [errors]);
  return form;
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
