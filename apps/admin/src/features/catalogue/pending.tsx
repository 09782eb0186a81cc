import { ApiError } from '@1xpay/client';
import type { PendingChange } from '@1xpay/contract';
import { findCountryByCode } from '@1xpay/domain';
import { useToast } from '@1xpay/ui';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { useDateTime } from '../../lib/dates.tsx';
import { type Formats, labelChanges } from '../../lib/document-fields.ts';
import { useMoney } from '../../lib/money.ts';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useDecideChange, useFourEyes, usePendingChanges, useSetFourEyes } from './api.ts';
import { dangerLink, inputClass, labelClass, primaryButton, secondaryButton } from './form-kit.tsx';

type Text = ReturnType<typeof useText>;

/**
 * What a change proposes, said in French above its diff (decision 046): the policy's switch, or an admin's rights
 * as they would be; a document's change is read from its diff.
 */
export function summaryOf(change: PendingChange, t: Text): string | undefined {
  if (change.kind === 'fourEyes') {
    const enabled = (change.proposed as { enabled?: unknown } | null)?.enabled === true;
    return t(enabled ? 'pending.turnOn' : 'pending.turnOff');
  }
  if (change.kind !== 'adminRights') return undefined;
  const rights = change.proposed as { countries?: string[]; allowedOperationsTypes?: string[] } | null;
  const countries = rights?.countries ?? [];
  const types = rights?.allowedOperationsTypes ?? [];
  const name = change.subjectName ?? '';
  if (countries.length === 0 || types.length === 0) return t('pending.rightsNone', { name });
  return t('pending.rights', {
    name,
    countries: countries.map((code) => findCountryByCode(code)?.countryName ?? code).join(', '),
    types: types
      .map((type) => t(`operationType.${type as 'deposit' | 'withdrawal' | 'transfer'}`).toLowerCase())
      .join(', '),
  });
}

/** The API's own reason when an approval is refused (403): who may approve, in the admin's language. */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The master's switch of the four-eyes policy, behind a confirmation; agents see its state only. */
function FourEyesSwitch({ isMaster }: { isMaster: boolean }) {
  const t = useText();
  const toast = useToast();
  const id = useId();
  const policy = useFourEyes();
  const set = useSetFourEyes();
  const [asking, setAsking] = useState(false);
  if (policy.isPending) return <Loading />;
  if (policy.isError) return <ErrorState error={policy.error} onRetry={() => void policy.refetch()} />;
  const enabled = policy.data.enabled;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
          {t('pending.fourEyes')}
        </h2>
        <p className="text-ink-700">{t(enabled ? 'pending.fourEyesOn' : 'pending.fourEyesOff')}</p>
      </div>
      {isMaster && (
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          className={enabled ? secondaryButton : primaryButton}
          onClick={() => {
            set.reset();
            setAsking(true);
          }}
        >
          {t(enabled ? 'pending.turnOff' : 'pending.turnOn')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t(enabled ? 'pending.turnOffTitle' : 'pending.turnOnTitle')}
        confirmLabel={t(enabled ? 'pending.turnOff' : 'pending.turnOn')}
        pending={set.isPending}
        error={set.error}
        danger={enabled}
        onConfirm={() =>
          set.mutate(!enabled, {
            onSuccess: (next) => {
              setAsking(false);
              if (next.waiting) toast('info', t('pending.turnOffWaiting'));
              else toast('success', t(next.enabled ? 'pending.turnedOn' : 'pending.turnedOff'));
            },
          })
        }
        onClose={() => setAsking(false)}
      >
        {t(enabled ? 'pending.turnOffBody' : 'pending.turnOnBody')}
      </ConfirmDialog>
    </section>
  );
}

function ChangeCard({
  change,
  mine,
  onDecide,
}: {
  change: PendingChange;
  mine: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const t = useText();
  const date = useDateTime();
  const id = useId();
  const summary = summaryOf(change, t);
  const intl = useIntl();
  const money = useMoney();
  const formats: Formats = useMemo(
    () => ({ t, money, number: (value) => intl.formatNumber(value), date: (value) => date(value) }),
    [t, money, intl, date],
  );
  // Each changed field where it sits, in words: « Frais · Dépôt · Bénin · MTN MoMo » : « 2 % » → « 1 % ».
  const changes = labelChanges(change.kind, change.diff, change.basedOn, change.proposed, formats);
  return (
    <li
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <div>
        <h3 id={`${id}-title`} className="font-bold text-ink-900">
          {t(`pending.kind.${change.kind}`)}
        </h3>
        {summary !== undefined && <p className="font-semibold text-ink-900">{summary}</p>}
        <p className="text-sm text-ink-600">
          {t('pending.by', {
            name: change.proposedByName,
            // The proposer and the approver may be in two zones: the time names its offset (decision 040).
            date: date(change.proposedAt, { offset: true }),
          })}
        </p>
      </div>
      {changes.length === 0 ? (
        <p className="text-ink-700">{t('pending.noDiff')}</p>
      ) : (
        // On a phone each change stacks: where on a line of its own, then before and after side by side.
        <table className="w-full text-left text-sm max-sm:block">
          <thead className="max-sm:sr-only">
            <tr className="text-ink-600">
              <th scope="col" className="py-1 pr-3">
                {t('pending.field')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('pending.before')}
              </th>
              <th scope="col" className="py-1">
                {t('pending.after')}
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {changes.map((field) => (
              <tr
                key={field.key}
                className="border-ink-100 border-t align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-1"
              >
                <th scope="row" className="py-1 pr-3 font-normal text-ink-800 max-sm:col-span-2 max-sm:pb-0">
                  {field.label}
                </th>
                <td className="py-1 pr-3 text-red-800 tabular-nums">
                  <del>{field.before}</del>
                </td>
                <td className="py-1 text-brand-700 tabular-nums">
                  <ins className="no-underline">{field.after}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {change.stale && (
        <p role="note" className="rounded-[8px] bg-sun-400 p-2 text-sm text-ink-900">
          {t('pending.stale')}
        </p>
      )}
      {mine && <p className="text-sm text-ink-700">{t('pending.own')}</p>}
      <div className="flex flex-wrap gap-2">
        {!mine && !change.stale && (
          <button type="button" className={primaryButton} onClick={() => onDecide('approve')}>
            {t('pending.approve')}
          </button>
        )}
        <button type="button" className={dangerLink} onClick={() => onDecide('reject')}>
          {t(mine ? 'pending.withdraw' : 'pending.reject')}
        </button>
      </div>
    </li>
  );
}

/**
 * Modifications en attente: the four-eyes switch (the master's), then each waiting change with its diff. Any
 * admin but its proposer approves it (the server refuses the proposer too); rejecting asks for a reason.
 */
export function PendingScreen() {
  const t = useText();
  const toast = useToast();
  const id = useId();
  const admin = readStoredAdmin();
  const changes = usePendingChanges();
  const decide = useDecideChange();
  const [asking, setAsking] = useState<
    { change: PendingChange; decision: 'approve' | 'reject' } | undefined
  >();
  const [reason, setReason] = useState('');
  const close = () => setAsking(undefined);
  const refusal = refusalOf(decide.error);
  return (
    <div className="space-y-4">
      <FourEyesSwitch isMaster={admin?.isMaster === true} />
      {changes.isPending ? (
        <Loading />
      ) : changes.isError ? (
        <ErrorState error={changes.error} onRetry={() => void changes.refetch()} />
      ) : changes.data.length === 0 ? (
        <Empty text={t('pending.empty')} />
      ) : (
        <ul className="space-y-3" aria-label={t('catalogue.pending')}>
          {changes.data.map((change) => (
            <ChangeCard
              key={change.id}
              change={change}
              mine={change.proposedBy === admin?.uuid}
              onDecide={(decision) => {
                decide.reset();
                setReason('');
                setAsking({ change, decision });
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={t(asking?.decision === 'approve' ? 'pending.approveTitle' : 'pending.rejectTitle')}
        confirmLabel={t(asking?.decision === 'approve' ? 'pending.approve' : 'pending.reject')}
        pending={decide.isPending}
        error={refusal === undefined ? decide.error : null}
        danger={asking?.decision === 'reject'}
        onConfirm={() => {
          if (asking === undefined) return;
          const { change, decision } = asking;
          if (decision === 'reject' && reason.trim() === '') return;
          decide.mutate(
            decision === 'approve'
              ? { id: change.id, kind: change.kind, decision }
              : { id: change.id, kind: change.kind, decision, reason: reason.trim() },
            {
              onSuccess: () => {
                close();
                toast('success', t(decision === 'approve' ? 'pending.approved' : 'pending.rejected'));
              },
            },
          );
        }}
        onClose={close}
      >
        {asking?.decision === 'approve' ? (
          <div className="space-y-2">
            <p>
              {t('pending.approveBody', {
                kind: summaryOf(asking.change, t) ?? t(`pending.kind.${asking.change.kind}`),
              })}
            </p>
            {refusal !== undefined && (
              <p role="alert" className="rounded-[8px] border border-red-200 bg-red-50 p-3 text-red-800">
                {refusal}
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-1">
            <label htmlFor={`${id}-reason`} className={labelClass}>
              {t('pending.reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              required
              maxLength={500}
              className={inputClass}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
