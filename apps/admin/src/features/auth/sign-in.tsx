import { ApiError } from '@1xpay/client';
import { type DashboardLoginBody, dashboardLoginBodySchema } from '@1xpay/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { errorCodeOf } from '../security/api.ts';
import { useSignIn } from './api.ts';

type Field = 'email' | 'password';

const inputClass =
  'block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';
const submitClass =
  'w-full rounded-[8px] bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * §7's dashboard sign-in: e-mail and password (no remember-me: a dashboard session lasts 60 minutes of activity,
 * decision 047); a 401 is "Identifiants incorrects" (§8).
 * An account with two-factor on answers `otp_required` to a right password: the form then asks for the code of the
 * authenticator app (or a recovery code) and sends the same credentials again with it.
 */
export function SignIn() {
  const t = useText();
  const id = useId();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [missing, setMissing] = useState<Partial<Record<Field | 'otp', boolean>>>({});
  /** The credentials a right password was given with, while the code is asked. */
  const [pending, setPending] = useState<DashboardLoginBody>();
  const [recovery, setRecovery] = useState(false);
  const code = errorCodeOf(signIn.error);
  const badCredentials =
    signIn.error instanceof ApiError &&
    signIn.error.status === 401 &&
    code !== 'otp_required' &&
    code !== 'otp_invalid';

  // The master lands on the overview, an agent on their operations.
  const open = (me: { isMaster: boolean }) =>
    navigate(me.isMaster ? '/overview' : '/operations', { replace: true });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const form = new FormData(event.currentTarget);
    const body = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const parsed = dashboardLoginBodySchema.safeParse(body);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setMissing({ email: fields.has('email'), password: fields.has('password') });
      return;
    }
    setMissing({});
    signIn.mutate(parsed.data, {
      onSuccess: open,
      onError: (error) => {
        if (errorCodeOf(error) === 'otp_required') {
          setPending(parsed.data);
          signIn.reset();
        }
      },
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending || pending === undefined) return;
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    if (otp === '') {
      setMissing({ otp: true });
      return;
    }
    setMissing({});
    signIn.mutate({ ...pending, otp }, { onSuccess: open });
  };

  const field = (name: Field | 'otp', label: string, type: string, autoComplete: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        {...(name === 'otp' && !recovery ? { inputMode: 'numeric' as const } : {})}
        aria-invalid={missing[name] === true || undefined}
        aria-describedby={missing[name] ? `${id}-${name}-error` : undefined}
        className={inputClass}
      />
      {missing[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-red-700">
          {t('signIn.required')}
        </p>
      )}
    </div>
  );

  // Each step its own form (keyed): no field of the first step is reused, value and all, by the second.
  const shell = (
    step: string,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void,
    children: ReactNode,
  ) => (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <form
        key={step}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="w-full max-w-sm space-y-5 rounded-[20px] bg-white p-6 shadow-sm ring-1 ring-ink-100"
      >
        <h1 id={`${id}-title`} className="text-xl font-bold text-ink-900">
          {t('signIn.title')}
        </h1>
        {children}
      </form>
    </main>
  );

  if (pending !== undefined)
    return shell(
      'code',
      submitCode,
      <>
        <p className="text-ink-700">{t(recovery ? 'signIn.recoveryLead' : 'signIn.codeLead')}</p>
        {(code === 'otp_invalid' || code === 'too_many_requests') && (
          <p role="alert" className="rounded-[8px] bg-red-50 p-3 font-semibold text-red-800">
            {t(code === 'otp_invalid' ? 'signIn.codeInvalid' : 'signIn.tooMany')}
          </p>
        )}
        {signIn.error !== null && code !== 'otp_invalid' && code !== 'too_many_requests' && (
          <ErrorState error={signIn.error} />
        )}
        {field('otp', t(recovery ? 'signIn.recoveryCode' : 'signIn.code'), 'text', 'one-time-code')}
        <button type="submit" aria-disabled={signIn.isPending || undefined} className={submitClass}>
          {signIn.isPending ? t('signIn.pending') : t('signIn.verify')}
        </button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button
            type="button"
            onClick={() => {
              setRecovery(!recovery);
              setMissing({});
              signIn.reset();
            }}
            className="font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t(recovery ? 'signIn.useApp' : 'signIn.useRecovery')}
          </button>
          <button
            type="button"
            onClick={() => {
              setPending(undefined);
              setRecovery(false);
              setMissing({});
              signIn.reset();
            }}
            className="font-semibold text-ink-700 underline hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('signIn.back')}
          </button>
        </div>
      </>,
    );

  return shell(
    'password',
    submit,
    <>
      {badCredentials && (
        <p role="alert" className="rounded-[8px] bg-red-50 p-3 font-semibold text-red-800">
          {t('signIn.badCredentials')}
        </p>
      )}
      {signIn.error !== null && !badCredentials && <ErrorState error={signIn.error} />}
      {field('email', t('signIn.email'), 'email', 'username')}
      {field('password', t('signIn.password'), 'password', 'current-password')}
      <p className="text-sm text-ink-600">{t('signIn.sessionNote')}</p>
      <button type="submit" aria-disabled={signIn.isPending || undefined} className={submitClass}>
        {signIn.isPending ? t('signIn.pending') : t('signIn.submit')}
      </button>
    </>,
  );
}
