import { QrCode, useToast } from '@1xpay/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import {
  errorCodeOf,
  isWrongPassword,
  useConfirmEnrolment,
  useDisableTotp,
  useSetTotpRequirement,
  useStartEnrolment,
  useTotpStatus,
} from './api.ts';

const input =
  'block w-full max-w-xs rounded-[8px] border border-ink-300 bg-white px-3 py-2 font-mono text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600';
const primary =
  'rounded-[8px] bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const secondary =
  'rounded-[8px] px-4 py-2 font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600';
const card = 'space-y-4 rounded-[8px] bg-white p-5 shadow-sm ring-1 ring-ink-100';

/** What a refused code says: wrong (401), too many (429), or §8's general words. */
function CodeError({ error }: { error: unknown }) {
  const t = useText();
  const code = errorCodeOf(error);
  if (code === 'otp_invalid' || code === 'too_many_requests')
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        {t(code === 'otp_invalid' ? 'totp.codeInvalid' : 'totp.tooMany')}
      </p>
    );
  return <ErrorState error={error} />;
}

/**
 * The password typed again (decision 047), its error at the field: missing, or wrong as the API says (403).
 */
function PasswordField({
  id,
  value,
  onChange,
  missing,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  error: unknown;
}) {
  const t = useText();
  const wrong = isWrongPassword(error);
  const problem = missing ? t('password.missing') : wrong ? t('password.wrong') : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {t('password.label')}
      </label>
      <input
        id={id}
        type="password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="current-password"
        maxLength={128}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={problem !== undefined ? `${id}-error` : undefined}
        className={input}
      />
      {problem !== undefined && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The recovery codes, once: a warning, the list, a copy button, and the admin's word they are written down. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useText();
  const id = useId();
  const toast = useToast();
  const copy = () => {
    navigator.clipboard
      .writeText(codes.join('\n'))
      .then(() => toast('success', t('recovery.copied')))
      .catch(() => toast('danger', t('recovery.copyFailed')));
  };
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {t('recovery.title')}
      </h2>
      <p
        role="alert"
        className="rounded-[8px] bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-200"
      >
        {t('recovery.warning')}
      </p>
      <ul
        aria-label={t('recovery.title')}
        className="grid max-w-md grid-cols-1 gap-2 font-mono sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-[8px] bg-ink-50 px-3 py-2 text-center text-ink-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={secondary}>
          {t('recovery.copy')}
        </button>
        <button type="button" onClick={onDone} className={primary}>
          {t('recovery.done')}
        </button>
      </div>
    </section>
  );
}

/** Enrolment: a new secret as a QR code and as text, then a code of the app to confirm it. */
function Enrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const t = useText();
  const id = useId();
  const toast = useToast();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    confirm.mutate(typed, {
      onSuccess: (codes) => {
        toast('success', t('totp.enabled'));
        onEnabled(codes);
      },
    });
  };
  if (start.data === undefined)
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (start.isPending) return;
          setPasswordMissing(password === '');
          if (password !== '') start.mutate(password);
        }}
        className="space-y-3"
      >
        <p className="text-ink-700">{t('password.why')}</p>
        <PasswordField
          id={`${id}-password`}
          value={password}
          onChange={setPassword}
          missing={passwordMissing}
          error={start.error}
        />
        {start.error !== null && !isWrongPassword(start.error) && <CodeError error={start.error} />}
        <button type="submit" aria-disabled={start.isPending || undefined} className={primary}>
          {start.isPending ? t('totp.starting') : t('totp.start')}
        </button>
      </form>
    );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-ink-700">{t('totp.scan')}</p>
      <div className="inline-block rounded-[8px] p-2 ring-1 ring-ink-200">
        <QrCode text={start.data.otpauthUri} label={t('totp.qr')} size={192} />
      </div>
      <div className="space-y-1">
        <p id={`${id}-secret-label`} className="text-sm font-semibold text-ink-800">
          {t('totp.secret')}
        </p>
        <output
          aria-labelledby={`${id}-secret-label`}
          data-testid="totp-secret"
          className="block break-words rounded-[8px] bg-ink-50 px-3 py-2 font-mono text-ink-900 select-all"
        >
          {start.data.secret.replace(/(.{4})/g, '$1 ').trim()}
        </output>
      </div>
      <p className="text-ink-700">{t('totp.enterCode')}</p>
      <div className="space-y-1">
        <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink-800">
          {t('totp.code')}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-code-error` : undefined}
          className={input}
        />
        {missing && (
          <p id={`${id}-code-error`} className="text-sm text-red-700">
            {t('totp.codeMissing')}
          </p>
        )}
      </div>
      {confirm.error !== null && <CodeError error={confirm.error} />}
      <button type="submit" aria-disabled={confirm.isPending || undefined} className={primary}>
        {confirm.isPending ? t('totp.confirming') : t('totp.confirm')}
      </button>
    </form>
  );
}

/** Turning two-factor off: a code (app or recovery) and a confirmation; refused while the master requires it. */
function Disable() {
  const t = useText();
  const id = useId();
  const toast = useToast();
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (disable.isPending) return;
    disable.reset();
    setAsking(false);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setPasswordMissing(password === '');
        setMissing(code.trim() === '');
        if (password === '' || code.trim() === '') return;
        disable.reset();
        setAsking(true);
      }}
      className="space-y-3 border-t border-ink-100 pt-4"
    >
      <PasswordField
        id={`${id}-password`}
        value={password}
        onChange={setPassword}
        missing={passwordMissing}
        error={asking ? null : disable.error}
      />
      <div className="space-y-1">
        <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink-800">
          {t('totp.disableCode')}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          maxLength={32}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-code-error` : undefined}
          className={input}
        />
        {missing && (
          <p id={`${id}-code-error`} className="text-sm text-red-700">
            {t('signIn.required')}
          </p>
        )}
      </div>
      <button type="submit" className={secondary}>
        {t('totp.disable')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('totp.disableTitle')}
        confirmLabel={t('totp.disableConfirm')}
        danger
        pending={disable.isPending}
        error={
          errorCodeOf(disable.error) === 'otp_invalid' || isWrongPassword(disable.error)
            ? null
            : disable.error
        }
        onConfirm={() =>
          disable.mutate(
            { password, code: code.trim() },
            {
              onSuccess: () => {
                toast('success', t('totp.disabled'));
                setCode('');
                setPassword('');
                setAsking(false);
              },
              // A wrong password is said at its field, under the form.
              onError: (error) => {
                if (isWrongPassword(error)) setAsking(false);
              },
            },
          )
        }
        onClose={close}
      >
        <p>{t('totp.disableText')}</p>
        {errorCodeOf(disable.error) === 'otp_invalid' && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {t('totp.codeInvalid')}
          </p>
        )}
      </ConfirmDialog>
    </form>
  );
}

/** The master's switch: require two-factor of every admin (after a confirmation). */
function Requirement({ required }: { required: boolean }) {
  const t = useText();
  const id = useId();
  const toast = useToast();
  const set = useSetTotpRequirement();
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (set.isPending) return;
    set.reset();
    setAsking(false);
  };
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {t('requirement.title')}
      </h2>
      <label className="flex items-start gap-3 text-ink-900">
        <input
          type="checkbox"
          role="switch"
          aria-checked={required}
          checked={required}
          onChange={() => setAsking(true)}
          aria-describedby={`${id}-help`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span className="font-semibold">{t('requirement.label')}</span>
      </label>
      <p id={`${id}-help`} className="text-sm text-ink-600">
        {t('requirement.help')}
      </p>
      <ConfirmDialog
        open={asking}
        title={t(required ? 'requirement.offTitle' : 'requirement.onTitle')}
        confirmLabel={t(required ? 'requirement.offConfirm' : 'requirement.onConfirm')}
        pending={set.isPending}
        error={set.error}
        onConfirm={() =>
          set.mutate(!required, {
            onSuccess: (now) => {
              toast('success', t(now ? 'requirement.on' : 'requirement.off'));
              setAsking(false);
            },
          })
        }
        onClose={close}
      >
        <p>{t(required ? 'requirement.offText' : 'requirement.onText')}</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * Security: the admin's two-factor sign-in (enrol with a QR code or the key as text, confirm with a code, keep the
 * recovery codes shown once; turn it off with a code), and for the master the switch that requires it of every
 * admin. An admin the requirement concerns lands here and can do nothing else before enrolling.
 */
export function Security() {
  const t = useText();
  const id = useId();
  const status = useTotpStatus();
  const isMaster = readStoredAdmin()?.isMaster === true;
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError) body = <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  else if (recoveryCodes !== undefined)
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  else {
    const s = status.data;
    body = (
      <>
        {s.enrolmentRequired && (
          <p
            role="alert"
            className="rounded-[8px] bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200"
          >
            {t('totp.mustEnrol')}
          </p>
        )}
        <section aria-labelledby={`${id}-totp`} className={card}>
          <h2 id={`${id}-totp`} className="text-lg font-bold text-ink-900">
            {t('totp.title')}
          </h2>
          {s.enabled ? (
            <>
              <p className="font-semibold text-green-800">{t('totp.on')}</p>
              <p className="text-ink-700">{t('totp.recoveryLeft', { count: s.recoveryCodesLeft })}</p>
              {s.required ? <p className="text-sm text-ink-600">{t('totp.cannotDisable')}</p> : <Disable />}
            </>
          ) : (
            <>
              <p className="text-ink-700">{t('totp.off')}</p>
              <Enrolment onEnabled={setRecoveryCodes} />
            </>
          )}
        </section>
        {isMaster && !s.enrolmentRequired && <Requirement required={s.required} />}
      </>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className="max-w-3xl space-y-5">
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
          {t('security.title')}
        </h1>
        <p className="text-ink-600">{t('security.lead')}</p>
      </div>
      {body}
    </section>
  );
}
