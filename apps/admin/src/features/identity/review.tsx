import { ApiError } from '@1xpay/client';
import { type IdentityFile, type ReviewDetail, sendBackDocumentsBodySchema } from '@1xpay/contract';
import { findCountryByCode, formatMoney, phoneText } from '@1xpay/domain';
import { useToast } from '@1xpay/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TextAreaField, useRequiredText } from '../../components/text-area-field.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { useText } from '../../lib/text.ts';
import { StatusBadge } from '../users/user-columns.tsx';
import { type Decision, identityFileUrl, useDecideReview, useReview } from './api.ts';

const BUTTON =
  'min-h-11 rounded-[8px] px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

function BackLink() {
  const t = useText();
  return (
    <Link to="/identity" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
      {t('identity.back')}
    </Link>
  );
}

/** A picture of the documents, opened large in a new tab; said gone once the retention rule deleted it. */
function DocumentPicture({
  file,
  kind,
  name,
}: {
  file: IdentityFile;
  kind: ReviewDetail['submission']['documentKind'];
  name: string;
}) {
  const t = useText();
  const side = t(
    file.side === 'front' && kind === 'passport' ? 'identity.side.passport' : `identity.side.${file.side}`,
  );
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-ink-800">{side}</figcaption>
      {file.purged ? (
        <p className="flex aspect-[4/3] items-center justify-center rounded-[8px] bg-ink-50 p-4 text-center text-sm text-ink-600 ring-1 ring-ink-200">
          {t('identity.file.purged')}
        </p>
      ) : (
        <a
          href={identityFileUrl(file.id)}
          target="_blank"
          rel="noreferrer"
          className="block overflow-hidden rounded-[8px] bg-ink-50 ring-1 ring-ink-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <img
            src={identityFileUrl(file.id)}
            alt={t('identity.file.alt', { side, name })}
            width={file.width}
            height={file.height}
            className="aspect-[4/3] h-auto w-full object-contain"
          />
          <span className="sr-only">{` (${t('identity.file.open')})`}</span>
        </a>
      )}
    </figure>
  );
}

/**
 * One sending of identity documents (issue 34): the account's details beside the pictures (side by side from 1280
 * px), and the decision: accept (level 2), ask for more with a reason the customer reads, or refuse.
 */
export function Review() {
  const t = useText();
  const id = useId();
  const date = useDateTime();
  const toast = useToast();
  const { id: reviewId = '' } = useParams();
  const review = useReview(reviewId);
  const decide = useDecideReview(reviewId);
  const [asking, setAsking] = useState<Decision['kind']>();
  const reason = useRequiredText(sendBackDocumentsBodySchema.shape.reason);
  const data = review.data;
  const name = data === undefined ? '' : `${data.customer.firstName} ${data.customer.lastName}`;
  useEffect(() => {
    if (name !== '') document.title = `${name} · ${t('identity.title')} · ${t('brand.dashboard')}`;
  });
  if (review.isPending) return <Loading />;
  if (review.isError) {
    if (review.error instanceof ApiError && review.error.status === 404)
      return (
        <div className="space-y-4">
          <BackLink />
          <Empty text={t('identity.notFound')} />
        </div>
      );
    return <ErrorState error={review.error} onRetry={() => void review.refetch()} />;
  }
  if (data === undefined) return null;
  const { customer, submission } = data;
  const country = findCountryByCode(customer.country);
  const rows: [string, ReactNode][] = [
    [
      t('identity.field.phone'),
      <span key="phone" className="whitespace-nowrap">
        {phoneText(customer.phoneNumber)}
      </span>,
    ],
    [t('identity.field.email'), customer.email],
    [
      t('identity.field.country'),
      `${country?.countryFlag ?? ''} ${country?.countryName ?? customer.country}`,
    ],
    [t('identity.field.account'), customer.accountId1xBet ?? '—'],
    [t('identity.field.registered'), date(customer.registeredAt)],
    [t('identity.field.status'), <StatusBadge key="status" status={customer.userAuthenticationStatus} />],
    [t('identity.field.level'), t('identity.level', { level: customer.limit.level })],
    [
      t('identity.field.month'),
      t('identity.month', {
        used: formatMoney(customer.limit.used, customer.limit.currency),
        max: formatMoney(customer.limit.monthlyMax, customer.limit.currency),
      }),
    ],
    [
      t('identity.field.sent'),
      `${t(`identity.kind.${submission.documentKind}`)} · ${date(submission.submittedAt)}`,
    ],
  ];
  const waiting = submission.state === 'waiting';
  const close = () => {
    if (decide.isPending) return;
    decide.reset();
    reason.clear();
    setAsking(undefined);
  };
  const confirm = () => {
    if (asking === undefined) return;
    let decision: Decision = { kind: 'accept' };
    if (asking !== 'accept') {
      const text = reason.take();
      if (text === undefined) return;
      decision = { kind: asking, reason: text };
    }
    decide.mutate(decision, {
      onSuccess: () => {
        toast('success', t(`identity.done.${asking}`));
        close();
      },
    });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
            <Link to={`/users/${customer.userUuid}`} className="hover:underline">
              {name}
            </Link>
          </h1>
          <p className="text-sm font-semibold text-ink-800">
            {waiting
              ? t('identity.state.waiting')
              : t('identity.decidedBy', {
                  state: t(`identity.state.${submission.state}`),
                  name: submission.decidedByName ?? '—',
                  date: date(submission.decidedAt ?? submission.submittedAt),
                })}
          </p>
          {submission.reason !== null && <p className="text-sm text-ink-700">{submission.reason}</p>}
          <TimeZoneNote />
        </div>
        {waiting && (
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <button
              type="button"
              className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600`}
              onClick={() => setAsking('accept')}
            >
              {t('identity.accept')}
            </button>
            <button
              type="button"
              className={`${BUTTON} text-ink-800 ring-1 ring-ink-300 hover:bg-ink-50 focus-visible:outline-brand-600`}
              onClick={() => setAsking('send-back')}
            >
              {t('identity.sendBack')}
            </button>
            <button
              type="button"
              className={`${BUTTON} text-red-800 ring-1 ring-red-300 hover:bg-red-50 focus-visible:outline-red-700`}
              onClick={() => setAsking('reject')}
            >
              {t('identity.reject')}
            </button>
          </div>
        )}
      </div>
      <div className="grid gap-5 xl:grid-cols-[minmax(18rem,1fr)_2fr]">
        <section aria-labelledby={`${id}-account`} className="rounded-[8px] bg-white p-5 ring-1 ring-ink-200">
          <h2 id={`${id}-account`} className="mb-3 text-lg font-bold text-ink-900">
            {t('identity.account')}
          </h2>
          <dl className="space-y-3">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-ink-600">{label}</dt>
                <dd className="font-medium break-words text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          {data.earlier.length > 0 && (
            <>
              <h3 className="mt-5 mb-2 font-bold text-ink-900">{t('identity.earlier')}</h3>
              <ul className="space-y-2 text-sm">
                {data.earlier.map((earlier) => (
                  <li key={earlier.id} className="text-ink-800">
                    <span className="font-semibold">{t(`identity.state.${earlier.state}`)}</span>
                    {` · ${date(earlier.submittedAt)}`}
                    {earlier.reason !== null && <span className="block text-ink-700">{earlier.reason}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section
          aria-labelledby={`${id}-documents`}
          className="rounded-[8px] bg-white p-5 ring-1 ring-ink-200"
        >
          <h2 id={`${id}-documents`} className="mb-3 text-lg font-bold text-ink-900">
            {t('identity.documents')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {submission.files.map((file) => (
              <DocumentPicture key={file.id} file={file} kind={submission.documentKind} name={name} />
            ))}
          </div>
        </section>
      </div>
      <ConfirmDialog
        open={asking !== undefined}
        title={t(
          asking === 'accept'
            ? 'identity.accept.title'
            : asking === 'reject'
              ? 'identity.reject.title'
              : 'identity.sendBack.title',
          { name },
        )}
        confirmLabel={t(
          asking === 'accept'
            ? 'identity.accept'
            : asking === 'reject'
              ? 'identity.reject'
              : 'identity.sendBack',
        )}
        pending={decide.isPending}
        error={decide.error}
        danger={asking === 'reject'}
        onConfirm={confirm}
        onClose={close}
      >
        {asking === 'accept' ? (
          <p>{t('identity.accept.text')}</p>
        ) : (
          <TextAreaField
            label={t('identity.reason')}
            hint={t('identity.reason.hint')}
            value={reason.value}
            onChange={reason.setValue}
            error={reason.invalid ? t('identity.reason.missing') : undefined}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
