import { ApiError } from '@1xpay/client';
import { Button } from '@1xpay/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field, FormError, TextInput } from '../../components/field.tsx';
import { check, type FieldErrors, serverErrors, useFocusFirstError, useValidation } from '../../lib/forms.ts';
import { isAppPath } from '../../lib/session.ts';
import { useAppPath, useAppText, useFallbacks } from '../../lib/text.ts';
import { useSignIn } from './api.ts';
import { AuthCard } from './auth-card.tsx';

/** Where to go after signing in: a path of the app named by `?next=`, else the app's home. */
export function nextPath(next: string | null, fallback: string): string {
  return isAppPath(next) ? next : fallback;
}

export function SignIn() {
  const t = useAppText();
  const fallbacks = useFallbacks();
  const path = useAppPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  useValidation();
  const formRef = useFocusFirstError(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    // What an earlier try said goes at once: a new answer or a new check says what stands now.
    setErrors({});
    const checked = await check('login', { login, password, rememberMe }, t);
    if (!checked.ok) return setErrors(checked.errors);
    signIn.mutate(checked.data, {
      onSuccess: () => navigate(nextPath(params.get('next'), path('/app')), { replace: true }),
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.status === 401
            ? { '': t('signIn.badCredentials') }
            : serverErrors(error, fallbacks),
        ),
    });
  };

  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormError message={errors['']} />
        <Field label={t('signIn.login')} hint={t('signIn.login.hint')} error={errors.login}>
          {(described) => (
            <TextInput
              {...described}
              name="login"
              autoComplete="username"
              inputMode="email"
              value={login}
              onChange={(event) => setLogin(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t('signIn.password')} error={errors.password}>
          {(described) => (
            <TextInput
              {...described}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          )}
        </Field>
        <p className="-mt-2 text-right text-sm">
          <Link
            to={path('/app/forgot-password')}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('recover.link')}
          </Link>
        </p>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink-800">
          <input
            type="checkbox"
            name="rememberMe"
            className="size-4 accent-brand-600"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          {t('signIn.rememberMe')}
        </label>
        <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        {t('signIn.noAccount')}{' '}
        <Link to={path('/app/sign-up')} className="font-semibold text-brand-700 underline">
          {t('signIn.toSignUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
