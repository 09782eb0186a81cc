import { dashboardLoginBodySchema } from '@1xpay/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { ApiError } from '../../lib/api.ts';
import { useText } from '../../lib/text.ts';
import { useSignIn } from './api.ts';

type Field = 'email' | 'password';

/** §7's dashboard sign-in: e-mail, password, remember me (10 days, §9); a 401 is "Identifiants incorrects" (§8). */
export function SignIn() {
  const t = useText();
  const id = useId();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const badCredentials = signIn.error instanceof ApiError && signIn.error.status === 401;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const form = new FormData(event.currentTarget);
    const body = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      rememberMe: form.get('rememberMe') === 'on',
    };
    const parsed = dashboardLoginBodySchema.safeParse(body);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setMissing({ email: fields.has('email'), password: fields.has('password') });
      return;
    }
    setMissing({});
    // The master lands on the overview, an agent on their operations.
    signIn.mutate(parsed.data, {
      onSuccess: (me) => navigate(me.isMaster ? '/overview' : '/operations', { replace: true }),
    });
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={missing[name] === true || undefined}
        aria-describedby={missing[name] ? `${id}-${name}-error` : undefined}
        className="block w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      {missing[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-red-700">
          {t('signIn.required')}
        </p>
      )}
    </div>
  );

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={`${id}-title`}
        className="w-full max-w-sm space-y-5 rounded-[20px] bg-white p-6 shadow-sm ring-1 ring-ink-100"
      >
        <h1 id={`${id}-title`} className="text-xl font-bold text-ink-900">
          {t('signIn.title')}
        </h1>
        {badCredentials && (
          <p role="alert" className="rounded-[8px] bg-red-50 p-3 font-semibold text-red-800">
            {t('signIn.badCredentials')}
          </p>
        )}
        {signIn.error !== null && !badCredentials && <ErrorState error={signIn.error} />}
        {field('email', t('signIn.email'), 'email', 'username')}
        {field('password', t('signIn.password'), 'password', 'current-password')}
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <input type="checkbox" name="rememberMe" className="size-4 accent-brand-600" />
          {t('signIn.rememberMe')}
        </label>
        <button
          type="submit"
          aria-disabled={signIn.isPending || undefined}
          className="w-full rounded-[8px] bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {signIn.isPending ? t('signIn.pending') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
