import { toE164 } from '@1xpay/contract';
import { phoneText } from '@1xpay/domain';
import { Button, useToast } from '@1xpay/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field, FormError, PhoneInput, Select, TextInput } from '../../components/field.tsx';
import { Token } from '../../components/token.tsx';
import { check, type FieldErrors, serverErrors, useFocusFirstError, useValidation } from '../../lib/forms.ts';
import { useAppPath, useAppText, useFallbacks, useLocale } from '../../lib/text.ts';
import { useRecovery } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeField, ResendButton, retryAfterOf, useCountdown } from './code-field.tsx';
import { countryChoices } from './countries.ts';
import { CountryOptions } from './country-options.tsx';

type Step =
  | { name: 'phone' }
  | { name: 'code'; phoneNumber: string }
  | { name: 'password'; resetToken: string };

/**
 * « Mot de passe oublié ? » (decision 056): the account's number → the code sent to it by SMS → a new password
 * (sign-up's rules). The server answers the first step alike whether the number has an account or not; the last
 * one ends every session of the account and opens this one.
 */
export function ForgotPassword() {
  const t = useAppText();
  const path = useAppPath();
  const locale = useLocale();
  const fallbacks = useFallbacks();
  const toast = useToast();
  const navigate = useNavigate();
  const recovery = useRecovery();
  const countries = useMemo(() => countryChoices(locale), [locale]);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [country, setCountry] = useState('BJ');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [secondsLeft, restart] = useCountdown(0);
  useValidation();
  const formRef = useFocusFirstError(errors);
  const callingCode =
    [...countries.service, ...countries.others].find((choice) => choice.code === country)?.callingCode ?? 0;

  const askCode = async (phoneNumber: string) => {
    recovery.askCode.mutate(
      { phoneNumber },
      {
        onSuccess: (sent) => {
          restart(sent.resendAfterSeconds);
          setCode('');
          setStep({ name: 'code', phoneNumber });
        },
        onError: (error) => {
          restart(retryAfterOf(error, 0));
          setErrors(serverErrors(error, fallbacks));
        },
      },
    );
  };

  const submitPhone = async (event: FormEvent) => {
    event.preventDefault();
    if (recovery.askCode.isPending) return;
    setErrors({});
    const checked = await check('recoveryCode', { phoneNumber: toE164(phone, country) ?? phone }, t);
    if (!checked.ok) return setErrors(checked.errors);
    await askCode(checked.data.phoneNumber);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code' || recovery.verify.isPending) return;
    setErrors({});
    const checked = await check('recoveryVerify', { phoneNumber: step.phoneNumber, code }, t);
    if (!checked.ok) return setErrors(checked.errors);
    recovery.verify.mutate(checked.data, {
      onSuccess: ({ resetToken }) => setStep({ name: 'password', resetToken }),
      onError: (error) => setErrors(serverErrors(error, fallbacks)),
    });
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'password' || recovery.reset.isPending) return;
    setErrors({});
    const checked = await check('passwordReset', { resetToken: step.resetToken, newPassword: password }, t);
    if (!checked.ok) return setErrors(checked.errors);
    recovery.reset.mutate(checked.data, {
      onSuccess: () => {
        toast('success', t('recover.done'));
        navigate(path('/app'), { replace: true });
      },
      onError: (error) => setErrors(serverErrors(error, fallbacks)),
    });
  };

  const back = (
    <p className="mt-6 text-center text-sm text-ink-600">
      <Link
        to={path('/app/sign-in')}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t('recover.backToSignIn')}
      </Link>
    </p>
  );

  if (step.name === 'code')
    return (
      <AuthCard title={t('recover.code.title')} footer={back}>
        <p className="text-ink-800">
          {t('recover.code.lead')} <Token>{phoneText(step.phoneNumber)}</Token>
        </p>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submitCode(event)}
          className="mt-5 space-y-4"
        >
          <FormError message={errors['']} />
          <CodeField value={code} onChange={setCode} error={errors.code} hint={t('code.hint')} />
          <Button type="submit" size="lg" className="w-full" loading={recovery.verify.isPending}>
            {t('recover.code.submit')}
          </Button>
        </form>
        <div className="mt-5 space-y-3 border-t border-ink-100 pt-4">
          <ResendButton
            secondsLeft={secondsLeft}
            pending={recovery.askCode.isPending}
            onResend={() => {
              setErrors({});
              void askCode(step.phoneNumber);
            }}
          />
          <button
            type="button"
            className="min-h-11 text-sm font-semibold text-brand-700 underline"
            onClick={() => {
              setErrors({});
              setStep({ name: 'phone' });
            }}
          >
            {t('recover.otherNumber')}
          </button>
        </div>
      </AuthCard>
    );

  if (step.name === 'password')
    return (
      <AuthCard title={t('recover.password.title')} lead={t('recover.password.lead')} footer={back}>
        <form ref={formRef} noValidate onSubmit={(event) => void submitPassword(event)} className="space-y-4">
          <FormError message={errors[''] ?? errors.resetToken} />
          <Field
            label={t('profile.password.new')}
            hint={t('signUp.password.hint')}
            error={errors.newPassword}
          >
            {(described) => (
              <TextInput
                {...described}
                type="password"
                name="newPassword"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            )}
          </Field>
          <p className="text-sm text-ink-600">{t('recover.password.others')}</p>
          <Button type="submit" size="lg" className="w-full" loading={recovery.reset.isPending}>
            {t('recover.password.submit')}
          </Button>
        </form>
      </AuthCard>
    );

  return (
    <AuthCard title={t('recover.title')} lead={t('recover.lead')} footer={back}>
      <form ref={formRef} noValidate onSubmit={(event) => void submitPhone(event)} className="space-y-4">
        <FormError message={errors['']} />
        <Field label={t('signUp.country')}>
          {(described) => (
            <Select
              {...described}
              name="country"
              autoComplete="country"
              value={country}
              onChange={(event) => setCountry(event.currentTarget.value)}
            >
              <CountryOptions countries={countries} />
            </Select>
          )}
        </Field>
        <Field
          label={t('signUp.phone')}
          hint={t('recover.phone.hint', { code: `+${callingCode}` })}
          error={errors.phoneNumber}
        >
          {(described) => (
            <PhoneInput
              {...described}
              name="phone"
              autoComplete="tel-national"
              callingCode={callingCode}
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={recovery.askCode.isPending}>
          {t('recover.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
