import { ApiError } from '@1xpay/client';
import {
  IDENTITY_FILE_LIMITS,
  type Identity,
  type IdentityDocumentKind,
  type IdentitySide,
} from '@1xpay/contract';
import { formatMoney } from '@1xpay/domain';
import { Button, useToast } from '@1xpay/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/field.tsx';
import { ErrorState, Loading, Panel } from '../../components/states.tsx';
import { type FieldErrors, serverErrors, useFocusFirstError } from '../../lib/forms.ts';
import { useAppPath, useAppText, useFallbacks, useLocale } from '../../lib/text.ts';
import { type DocumentsDraft, useIdentity, useSendDocuments } from './api.ts';

/** The month a limit starts again, as the reader says it: « 1er décembre », "December 1". */
function useResetDay(): (epochMs: number) => string {
  const locale = useLocale();
  return (epochMs) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { month: 'long', timeZone: 'UTC' }).format(
      epochMs,
    );
}

/** The account's level, what is left this month (a bar) and, at level 1, the way up. */
export function LevelPanel({ identity, link }: { identity: Identity; link: boolean }) {
  const t = useAppText();
  const path = useAppPath();
  const month = useResetDay();
  const { limit } = identity;
  const share = limit.monthlyMax === 0 ? 1 : Math.min(1, limit.used / limit.monthlyMax);
  return (
    <Panel title={t('identity.level.title')}>
      <p className="text-base font-semibold text-ink-900">
        {t(limit.level === 2 ? 'identity.level.two' : 'identity.level.one')}
      </p>
      <p className="mt-3 text-sm text-ink-600">{t('identity.level.left')}</p>
      <p className="text-2xl font-bold text-ink-900">{formatMoney(limit.left, limit.currency)}</p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-ink-100"
        role="progressbar"
        aria-label={t('identity.level.used', { used: formatMoney(limit.used, limit.currency) })}
        aria-valuemin={0}
        aria-valuemax={limit.monthlyMax}
        aria-valuenow={Math.min(limit.used, limit.monthlyMax)}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-600">
        {t('identity.level.of', {
          used: formatMoney(limit.used, limit.currency),
          max: formatMoney(limit.monthlyMax, limit.currency),
          month: month(limit.resetsAt),
        })}
      </p>
      {identity.nextLevel !== null && (
        <div className="mt-4 rounded-[8px] bg-ink-50 px-4 py-3">
          <p className="text-sm text-ink-800">
            {t('identity.level.next', { max: formatMoney(identity.nextLevel.monthlyMax, limit.currency) })}
          </p>
          {link && (
            <Link
              to={path('/app/identity')}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('identity.level.cta')}
            </Link>
          )}
        </div>
      )}
    </Panel>
  );
}

/** What the customer must know of their account now: documents under review, sent back, refused; suspension. */
function StatusNote({ identity }: { identity: Identity }) {
  const t = useAppText();
  const submission = identity.submission;
  const note = (tone: 'info' | 'warn', title: string, text?: string | null) => (
    <div
      role={tone === 'warn' ? 'alert' : 'status'}
      className={
        tone === 'warn'
          ? 'rounded-[8px] bg-orange-50 px-4 py-3 text-orange-900'
          : 'rounded-[8px] bg-brand-50 px-4 py-3 text-ink-900'
      }
    >
      <p className="font-semibold">{title}</p>
      {text ? <p className="mt-1 text-sm">{text}</p> : null}
    </div>
  );
  if (identity.status === 'transactionSuspended')
    return note('warn', t('identity.suspended'), identity.statusReason ?? t('identity.suspended.contact'));
  if (identity.status === 'blocked') return note('warn', t('pay.cannotMoveMoney'));
  if (identity.status === 'pending') return note('info', t('identity.pending'));
  if (submission?.state === 'waiting') return note('info', t('identity.waiting'), t('identity.waiting.text'));
  if (submission?.state === 'moreInfo') return note('warn', t('identity.moreInfo'), submission.reason);
  if (submission?.state === 'rejected') return note('warn', t('identity.rejected'), submission.reason);
  if (identity.status === 'accepted') return note('info', t('identity.accepted'));
  return null;
}

const ACCEPT = IDENTITY_FILE_LIMITS.types.join(',');

/** A chosen photo drawn small (a canvas: the page's policy lets no `blob:` image in), as the customer sees it. */
function Preview({ file, label }: { file: File | undefined; label: string }) {
  const t = useAppText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    setDrawn(false);
    const target = canvas.current;
    if (file === undefined || target === null) return;
    let live = true;
    createImageBitmap(file)
      .then((bitmap) => {
        const context = target.getContext('2d');
        if (!live || context === null) return;
        const scale = Math.max(target.width / bitmap.width, target.height / bitmap.height);
        const width = bitmap.width * scale;
        const height = bitmap.height * scale;
        context.clearRect(0, 0, target.width, target.height);
        context.drawImage(bitmap, (target.width - width) / 2, (target.height - height) / 2, width, height);
        setDrawn(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [file]);
  return (
    <div className="relative flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-[8px] bg-ink-50 ring-1 ring-ink-200">
      <canvas
        ref={canvas}
        width={224}
        height={160}
        role="img"
        aria-label={t('identity.preview', { label })}
        className={drawn ? 'h-full w-full' : 'hidden'}
      />
      {!drawn && (
        <span aria-hidden="true" className="text-2xl text-ink-300">
          {label === t('identity.photo.selfie') ? '☺' : '▭'}
        </span>
      )}
    </div>
  );
}

/**
 * One photo to take: the camera on a phone (`capture`), a file chooser on a computer, behind a button in the app's
 * words (the browser's own says « Choose File » in its language); its preview once chosen.
 */
function PhotoInput({
  side,
  label,
  hint,
  file,
  error,
  onChange,
}: {
  side: IdentitySide;
  label: string;
  hint: string;
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
}) {
  const t = useAppText();
  const id = `photo-${side}`;
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-semibold text-ink-800">
        {label}
      </p>
      <p id={`${id}-hint`} className="text-sm text-ink-500">
        {hint}
      </p>
      <div className="flex items-center gap-3">
        <Preview file={file} label={label} />
        <div className="min-w-0 space-y-1">
          <input
            id={id}
            name={side}
            type="file"
            accept={ACCEPT}
            capture={side === 'selfie' ? 'user' : 'environment'}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
            onChange={(event) => onChange(event.currentTarget.files?.[0])}
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-[22px] bg-ink-100 px-4 text-sm font-semibold text-ink-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-ink-200"
          >
            <span aria-hidden="true">
              {t(file === undefined ? 'identity.photo.take' : 'identity.photo.change')}
            </span>
          </label>
          {file !== undefined && <p className="truncate text-sm text-ink-600">{file.name}</p>}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const SIDES: Readonly<Record<IdentityDocumentKind, readonly IdentitySide[]>> = {
  idCard: ['front', 'back', 'selfie'],
  passport: ['front', 'selfie'],
};

function DocumentsForm() {
  const t = useAppText();
  const toast = useToast();
  const fallbacks = useFallbacks();
  const send = useSendDocuments();
  const [draft, setDraft] = useState<DocumentsDraft>({ documentKind: 'idCard', files: {} });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useFocusFirstError(errors);
  const sides = SIDES[draft.documentKind];
  const labelOf = (side: IdentitySide) =>
    side === 'front'
      ? t(draft.documentKind === 'passport' ? 'identity.photo.passport' : 'identity.photo.front')
      : t(side === 'back' ? 'identity.photo.back' : 'identity.photo.selfie');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found: Record<string, string> = {};
    for (const side of sides) {
      const file = draft.files[side];
      if (file === undefined) found[side] = t('identity.photo.missing');
      else if (file.size > IDENTITY_FILE_LIMITS.maxBytes) found[side] = t('identity.photo.tooLarge');
      else if (file.type !== '' && !(IDENTITY_FILE_LIMITS.types as readonly string[]).includes(file.type))
        found[side] = t('identity.photo.type');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const files = Object.fromEntries(sides.map((side) => [side, draft.files[side]]));
    send.mutate(
      { documentKind: draft.documentKind, files },
      {
        onSuccess: () => toast('success', t('identity.sent')),
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.status === 409
              ? { '': error.message }
              : serverErrors(error, fallbacks),
          ),
      },
    );
  };
  return (
    <Panel title={t('identity.form.title')}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <p className="text-sm text-ink-600">{t('identity.form.intro')}</p>
        <FormError message={errors['']} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink-800">{t('identity.kind')}</legend>
          <div className="flex flex-wrap gap-3">
            {(['idCard', 'passport'] as const).map((kind) => (
              <label
                key={kind}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-[22px] px-4 ring-1 ring-ink-200 has-[:checked]:bg-ink-900 has-[:checked]:text-white"
              >
                <input
                  type="radio"
                  name="documentKind"
                  value={kind}
                  checked={draft.documentKind === kind}
                  onChange={() => setDraft((current) => ({ ...current, documentKind: kind }))}
                  className="h-4 w-4"
                />
                {t(kind === 'idCard' ? 'identity.kind.idCard' : 'identity.kind.passport')}
              </label>
            ))}
          </div>
          {draft.documentKind === 'passport' && (
            <p className="text-sm text-ink-500">{t('identity.kind.passportNote')}</p>
          )}
        </fieldset>
        {sides.map((side) => (
          <PhotoInput
            key={`${draft.documentKind}-${side}`}
            side={side}
            label={labelOf(side)}
            hint={t(side === 'selfie' ? 'identity.photo.selfieHint' : 'identity.photo.hint')}
            file={draft.files[side]}
            error={errors[side]}
            onChange={(file) =>
              setDraft((current) => ({ ...current, files: { ...current.files, [side]: file } }))
            }
          />
        ))}
        <p className="text-sm text-ink-500">{t('identity.privacy')}</p>
        <Button type="submit" className="min-h-11 w-full sm:w-auto" loading={send.isPending}>
          {t('identity.submit')}
        </Button>
      </form>
    </Panel>
  );
}

/** /app/identity: the account's level and limit, its status, and the documents to send to reach level 2. */
export function IdentityScreen() {
  const t = useAppText();
  const identity = useIdentity();
  if (identity.isPending) return <Loading />;
  if (identity.isError) return <ErrorState error={identity.error} onRetry={() => void identity.refetch()} />;
  const data = identity.data;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('identity.title')}</h1>
      <StatusNote identity={data} />
      <LevelPanel identity={data} link={false} />
      {data.canSendDocuments && <DocumentsForm />}
    </div>
  );
}

/** The profile's view of the level: loaded after the screen, as the rest of its data. */
export function ProfileLevel() {
  const identity = useIdentity();
  if (identity.isPending) return <Loading rows={2} />;
  if (identity.isError) return null;
  return <LevelPanel identity={identity.data} link={identity.data.canSendDocuments} />;
}
