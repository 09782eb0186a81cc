import { toE164 } from '@1xpay/contract';
import { Button } from '@1xpay/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field, FormError, PhoneInput, Select, TextInput } from '../../components/field.tsx';
import { check, type FieldErrors, serverErrors, useFocusFirstError, useValidation } from '../../lib/forms.ts';
import { useAppPath, useAppText, useFallbacks, useLocale } from '../../lib/text.ts';
import { useSignUp } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { countryChoices, passwordStrength } from './countries.ts';
import { CountryOptions } from './country-options.tsx';

const STRENGTH = [
  'signUp.strength.0',
  'signUp.strength.1',
  'signUp.strength.2',
  'signUp.strength.3',
] as const;
const STRENGTH_BAR = ['w-1/12 bg-red-600', 'w-1/3 bg-red-600', 'w-2/3 bg-sun-500', 'w-full bg-brand-600'];

export function SignUp() {
  const t = useAppText();
  const fallbacks = useFallbacks();
  const locale = useLocale();
  const path = useAppPath();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const countries = useMemo(() => countryChoices(locale), [locale]);
  const [form, setForm] = useState({
    country: 'BJ',
    phone: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    accountId1xBet: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof form) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
  };
  const callingCode =
    [...countries.service, ...countries.others].find((choice) => choice.code === form.country)?.callingCode ??
    0;
  const strength = passwordStrength(form.password);
  useValidation();
  const formRef = useFocusFirstError(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    setErrors({});
    const body = {
      firstName: form.firstName,
      lastName: form.lastName,
      phoneNumber: toE164(form.phone, form.country) ?? form.phone,
      email: form.email,
      password: form.password,
      ...(form.accountId1xBet.trim() === '' ? {} : { accountId1xBet: form.accountId1xBet }),
    };
    const checked = await check('register', body, t);
    if (!checked.ok) return setErrors(checked.errors);
    signUp.mutate(checked.data, {
      // The account is `pending` until its number is verified: the code just sent by SMS is typed next.
      onSuccess: () => navigate(path('/app/verify-phone'), { replace: true }),
      onError: (error) => setErrors(serverErrors(error, fallbacks)),
    });
  };

  return (
    <AuthCard title={t('signUp.title')} lead={t('signUp.lead')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormError message={errors['']} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('signUp.firstName')} error={errors.firstName}>
            {(described) => (
              <TextInput
                {...described}
                name="firstName"
                autoComplete="given-name"
                value={form.firstName}
                onChange={set('firstName')}
              />
            )}
          </Field>
          <Field label={t('signUp.lastName')} error={errors.lastName}>
            {(described) => (
              <TextInput
                {...described}
                name="lastName"
                autoComplete="family-name"
                value={form.lastName}
                onChange={set('lastName')}
              />
            )}
          </Field>
        </div>
        <Field label={t('signUp.country')}>
          {(described) => (
            <Select
              {...described}
              name="country"
              autoComplete="country"
              value={form.country}
              onChange={set('country')}
            >
              <CountryOptions countries={countries} />
            </Select>
          )}
        </Field>
        <Field
          label={t('signUp.phone')}
          hint={t('signUp.phone.hint', { code: `+${callingCode}` })}
          error={errors.phoneNumber}
        >
          {(described) => (
            <PhoneInput
              {...described}
              callingCode={callingCode}
              name="phone"
              autoComplete="tel-national"
              value={form.phone}
              onChange={set('phone')}
            />
          )}
        </Field>
        <Field label={t('signUp.email')} error={errors.email}>
          {(described) => (
            <TextInput
              {...described}
              type="email"
              name="email"
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
            />
          )}
        </Field>
        <Field
          label={t('signUp.password')}
          hint={form.password === '' ? t('signUp.password.hint') : t(STRENGTH[strength])}
          error={errors.password}
        >
          {(described) => (
            <>
              <TextInput
                {...described}
                type="password"
                name="password"
                autoComplete="new-password"
                value={form.password}
                onChange={set('password')}
              />
              <div aria-hidden="true" className="h-1.5 rounded-full bg-ink-100">
                {form.password !== '' && (
                  <div data-strength={strength} className={`h-1.5 rounded-full ${STRENGTH_BAR[strength]}`} />
                )}
              </div>
            </>
          )}
        </Field>
        <Field label={t('signUp.accountId')} hint={t('signUp.accountId.hint')} error={errors.accountId1xBet}>
          {(described) => (
            <TextInput
              {...described}
              name="accountId1xBet"
              inputMode="numeric"
              value={form.accountId1xBet}
              onChange={set('accountId1xBet')}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={signUp.isPending}>
          {t('signUp.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        {t('signUp.hasAccount')}{' '}
        <Link to={path('/app/sign-in')} className="font-semibold text-brand-700 underline">
          {t('signUp.toSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
