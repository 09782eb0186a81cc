import { ApiError } from '@1xpay/client';
import { toE164 } from '@1xpay/contract';
import { findCountryByPhone, phoneText } from '@1xpay/domain';
import { Button, Dialog, useToast } from '@1xpay/ui';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DetailList } from '../../components/detail-list.tsx';
import { Field, FormError, PhoneInput, TextInput } from '../../components/field.tsx';
import { ErrorState, Loading, Panel } from '../../components/states.tsx';
import { Token } from '../../components/token.tsx';
import { check, type FieldErrors, serverErrors, useFocusFirstError, useValidation } from '../../lib/forms.ts';
import { useAppPath, useAppText, useFallbacks } from '../../lib/text.ts';
import { useConfirmPhoneChange, useMe, useRequestPhoneChange } from '../auth/api.ts';
import { CodeField, ResendButton, retryAfterOf, useCountdown } from '../auth/code-field.tsx';
import { useChangePassword, useSignOutEverywhere } from './api.ts';

/** The level panel comes with the identity screen's module, after the profile's first load (decision 060). */
const ProfileLevel = lazy(() =>
  import('../identity/identity.tsx').then((module) => ({ default: module.ProfileLevel })),
);

/** This device's notifications switch: loaded after the screen, as the screen's data is. */
const NotificationsPanel = lazy(() =>
  import('../notifications/notifications.tsx').then((module) => ({ default: module.NotificationsPanel })),
);

export function ProfileScreen() {
  const t = useAppText();
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  const user = me.data;
  const country = findCountryByPhone(user.phoneNumber);
  const rows: [string, ReactNode][] = [
    [t('profile.name'), `${user.firstName} ${user.lastName}`],
    [
      t('signUp.phone'),
      <Token key="phone">{`${country?.countryFlag ?? ''} ${phoneText(user.phoneNumber)}`.trim()}</Token>,
    ],
    [t('signUp.email'), user.email],
    [t('pay.accountId'), user.accountId1xBet ?? t('profile.none')],
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
      <Panel title={t('profile.identity')}>
        <DetailList rows={rows} />
      </Panel>
      <Suspense fallback={<Loading />}>
        <ProfileLevel />
      </Suspense>
      <Suspense
        fallback={
          <Panel title={t('push.title')}>
            <Loading rows={1} />
          </Panel>
        }
      >
        <NotificationsPanel />
      </Suspense>
      <ChangePhone phoneNumber={user.phoneNumber} />
      <ChangePassword />
      <Sessions />
    </div>
  );
}

/**
 * « Changer de numéro »: a number of the account's country; a code is sent to it and typed here to confirm (a
 * `pending` account is verified by it too).
 */
function ChangePhone({ phoneNumber }: { phoneNumber: string }) {
  const t = useAppText();
  const fallbacks = useFallbacks();
  const toast = useToast();
  const country = findCountryByPhone(phoneNumber);
  const request = useRequestPhoneChange();
  const confirm = useConfirmPhoneChange();
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [secondsLeft, restart] = useCountdown(0);
  useValidation();
  const formRef = useFocusFirstError(errors);
  const callingCode = Number(country?.callingCode ?? 0);

  const ask = async (phoneNumberE164: string) =>
    request.mutate(
      { phoneNumber: phoneNumberE164 },
      {
        onSuccess: (sent) => {
          restart(sent.resendAfterSeconds);
          setSentTo(phoneNumberE164);
          setCode('');
        },
        onError: (error) => {
          restart(retryAfterOf(error, 0));
          setErrors(serverErrors(error, fallbacks));
        },
      },
    );
  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setErrors({});
    const typed = toE164(phone, country?.countryCode) ?? phone;
    const checked = await check('phoneChange', { phoneNumber: typed }, t);
    if (!checked.ok) return setErrors(checked.errors);
    await ask(checked.data.phoneNumber);
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setErrors({});
    const checked = await check('smsCode', { code }, t);
    if (!checked.ok) return setErrors(checked.errors);
    confirm.mutate(checked.data, {
      onSuccess: () => {
        setSentTo(undefined);
        setPhone('');
        toast('success', t('profile.phone.done'));
      },
      onError: (error) => setErrors(serverErrors(error, fallbacks)),
    });
  };

  return (
    <section id="phone" className="scroll-mt-20">
      <Panel title={t('profile.phone')}>
        {sentTo === undefined ? (
          <form ref={formRef} noValidate onSubmit={(event) => void submitNumber(event)} className="space-y-4">
            <p className="text-sm text-ink-600">{t('profile.phone.lead')}</p>
            <FormError message={errors['']} />
            <Field
              label={t('profile.phone.new')}
              hint={t('profile.phone.hint', { code: `+${callingCode}` })}
              error={errors.phoneNumber}
            >
              {(described) => (
                <PhoneInput
                  {...described}
                  name="newPhone"
                  autoComplete="tel-national"
                  callingCode={callingCode}
                  value={phone}
                  onChange={(event) => setPhone(event.currentTarget.value)}
                />
              )}
            </Field>
            <Button type="submit" className="min-h-11" loading={request.isPending}>
              {t('profile.phone.send')}
            </Button>
          </form>
        ) : (
          <form ref={formRef} noValidate onSubmit={(event) => void submitCode(event)} className="space-y-4">
            <p className="text-ink-800">
              {t('profile.phone.codeLead')} <Token>{phoneText(sentTo)}</Token>
            </p>
            <FormError message={errors['']} />
            <CodeField value={code} onChange={setCode} error={errors.code} hint={t('code.hint')} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" className="min-h-11" loading={confirm.isPending}>
                {t('profile.phone.confirm')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                className="min-h-11"
                onClick={() => {
                  setErrors({});
                  setSentTo(undefined);
                }}
              >
                {t('profile.phone.cancel')}
              </Button>
            </div>
            <ResendButton
              secondsLeft={secondsLeft}
              pending={request.isPending}
              onResend={() => {
                setErrors({});
                void ask(sentTo);
              }}
            />
          </form>
        )}
      </Panel>
    </section>
  );
}

function ChangePassword() {
  const t = useAppText();
  const fallbacks = useFallbacks();
  const toast = useToast();
  const change = useChangePassword();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  useValidation();
  const formRef = useFocusFirstError(errors);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setErrors({});
    const checked = await check('changePassword', form, t);
    if (!checked.ok) return setErrors(checked.errors);
    change.mutate(checked.data, {
      onSuccess: () => {
        setForm({ currentPassword: '', newPassword: '' });
        toast('success', t('profile.password.done'));
      },
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.status === 403
            ? { currentPassword: error.message }
            : serverErrors(error, fallbacks),
        ),
    });
  };
  return (
    <Panel title={t('profile.password')}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormError message={errors['']} />
        <Field label={t('profile.password.current')} error={errors.currentPassword}>
          {(described) => (
            <TextInput
              {...described}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setForm((current) => ({ ...current, currentPassword: value }));
              }}
            />
          )}
        </Field>
        <Field label={t('profile.password.new')} hint={t('signUp.password.hint')} error={errors.newPassword}>
          {(described) => (
            <TextInput
              {...described}
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={form.newPassword}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setForm((current) => ({ ...current, newPassword: value }));
              }}
            />
          )}
        </Field>
        <p className="text-sm text-ink-500">{t('profile.password.others')}</p>
        <Button type="submit" className="min-h-11" loading={change.isPending}>
          {t('profile.password.submit')}
        </Button>
      </form>
    </Panel>
  );
}

function Sessions() {
  const t = useAppText();
  const path = useAppPath();
  const navigate = useNavigate();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel title={t('profile.sessions')}>
      <div className="flex flex-wrap gap-3">
        <Link
          to={path('/sign-out')}
          className="inline-flex min-h-11 items-center rounded-[22px] px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
        >
          {t('profile.signOut')}
        </Link>
        <Button variant="secondary" className="min-h-11" onClick={() => setConfirming(true)}>
          {t('profile.signOutEverywhere')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('profile.signOutEverywhere.confirmTitle')}
        closeLabel={t('action.cancel')}
        className="mx-4 w-full max-w-md p-6"
      >
        <p aria-hidden="true" className="pr-8 text-lg font-bold">
          {t('profile.signOutEverywhere.confirmTitle')}
        </p>
        <p className="mt-2 text-ink-700">{t('profile.signOutEverywhere.confirmText')}</p>
        {everywhere.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t('error.generic')}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" className="min-h-11" onClick={() => setConfirming(false)}>
            {t('action.cancel')}
          </Button>
          <Button
            className="min-h-11"
            loading={everywhere.isPending}
            onClick={() =>
              everywhere.mutate(undefined, {
                onSuccess: () => navigate(path('/sign-out'), { replace: true }),
              })
            }
          >
            {t('profile.signOutEverywhere.confirm')}
          </Button>
        </div>
      </Dialog>
    </Panel>
  );
}
