import { phoneText } from '@1xpay/domain';
import { Button, useToast } from '@1xpay/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/field.tsx';
import { ErrorState, Loading, Panel } from '../../components/states.tsx';
import { Token } from '../../components/token.tsx';
import { check, type FieldErrors, serverErrors, useFocusFirstError, useValidation } from '../../lib/forms.ts';
import { useAppPath, useAppText, useFallbacks } from '../../lib/text.ts';
import { usePhoneCodeState, useSendVerificationCode, useVerifyPhone } from './api.ts';
import { CodeField, ResendButton, retryAfterOf, useCountdown } from './code-field.tsx';
import { nextPath } from './sign-in.tsx';

/**
 * « Vérifiez votre numéro » (§4.4): a new account is `pending` until it types the code sent by SMS at sign-up; then
 * it is `active` and may pay. The code may be sent again once the countdown is over; a wrong number is changed from
 * the profile (the new number's code verifies the account).
 */
export function VerifyPhoneScreen() {
  const t = useAppText();
  const path = useAppPath();
  const fallbacks = useFallbacks();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = usePhoneCodeState();
  const send = useSendVerificationCode();
  const verify = useVerifyPhone();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [secondsLeft, restart] = useCountdown(0);
  const waitFor = state.data?.resendAfterSeconds;
  useEffect(() => {
    if (waitFor !== undefined) restart(waitFor);
  }, [waitFor, restart]);
  useValidation();
  const formRef = useFocusFirstError(errors);
  const after = nextPath(params.get('next'), path('/app'));

  if (state.isPending) return <Loading />;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  if (state.data.verified)
    return (
      <div className="space-y-5">
        <h1 className="text-2xl font-bold">{t('verify.title')}</h1>
        <Panel>
          <p className="text-ink-800">{t('verify.already')}</p>
          <Link
            to={after}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('verify.continue')}
          </Link>
        </Panel>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    setErrors({});
    const checked = await check('smsCode', { code }, t);
    if (!checked.ok) return setErrors(checked.errors);
    verify.mutate(checked.data, {
      onSuccess: () => {
        toast('success', t('verify.done'));
        navigate(after, { replace: true });
      },
      onError: (error) => setErrors(serverErrors(error, fallbacks)),
    });
  };
  const resend = () => {
    setErrors({});
    send.mutate(undefined, {
      onSuccess: (sent) => {
        restart(sent.resendAfterSeconds);
        setCode('');
        toast('info', t('code.sent'));
      },
      onError: (error) => {
        restart(retryAfterOf(error, 0));
        setErrors(serverErrors(error, fallbacks));
      },
    });
  };

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('verify.title')}</h1>
      <Panel>
        <p className="text-ink-800">
          {t('verify.lead')} <Token>{phoneText(state.data.phoneNumber)}</Token>
        </p>
        <p className="mt-1 text-sm text-ink-600">{t('verify.why')}</p>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
          <FormError message={errors['']} />
          <CodeField value={code} onChange={setCode} error={errors.code} hint={t('code.hint')} />
          <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
            {t('verify.submit')}
          </Button>
        </form>
        <div className="mt-5 space-y-3 border-t border-ink-100 pt-4">
          <ResendButton secondsLeft={secondsLeft} pending={send.isPending} onResend={resend} />
          <p className="text-sm text-ink-600">
            {t('verify.wrongNumber')}{' '}
            <Link
              to={`${path('/app/profile')}#phone`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t('verify.changeNumber')}
            </Link>
          </p>
        </div>
      </Panel>
    </div>
  );
}
