import { QUEUE_TABS, type QueuedOperation, type QueueTab } from '@1xpay/contract';
import {
  DELIVERY_TARGET_MINUTES,
  deliveryUrgency,
  findCountryByCode,
  groupPhone,
  ONE_X_PAY_COUNTRY_CODES,
  OPERATION_TYPES,
  OPERATORS,
} from '@1xpay/domain';
import { cx, useToast } from '@1xpay/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { readStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';
import { useTypedSearch, useUrlFilter } from '../../lib/url-filter.ts';
import { useNow, useWaited } from '../../lib/waited.ts';
import { QUEUE_FILTER_KEYS, tabOf, useClaimOperation, useOperationQueue, useQueueCounts } from './api.ts';
import { useLiveMode } from './live.tsx';
import {
  delivered,
  type Outcome,
  operatorAndCountry,
  SettleDialog,
  useAmount,
  useDestination,
} from './settle-dialog.tsx';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-[8px] px-3 text-sm font-semibold whitespace-nowrap ring-1 xl:px-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const FIELD =
  'block min-h-11 w-full rounded-[8px] border border-ink-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

/** The queue's columns from 1280 px: a grid shared by the header and every row; below, each row is a card. */
const GRID =
  'xl:grid xl:grid-cols-[9rem_6.5rem_minmax(0,1fr)_minmax(0,1.2fr)_6.5rem_22.5rem] xl:items-center xl:gap-x-3';

const DEADLINE_TONE = {
  onTime: 'bg-brand-50 text-brand-800',
  soon: 'bg-sun-400/30 text-ink-900',
  late: 'bg-red-100 text-red-800',
} as const;

const STATUS_TONE = {
  pending: 'bg-sun-400/20 text-ink-900',
  success: 'bg-brand-100 text-brand-800',
  error: 'bg-red-100 text-red-800',
} as const;

/**
 * The agent's home (decision 049): « À traiter » (waiting, not yet taken in hand: theirs, every agent's for the
 * master), « En cours » and « Terminées »; searched and filtered from the URL; each row says what to deliver, to
 * whom, through which operator, how long it has waited and whether it is late, with its actions; new operations
 * come in by themselves (the event stream, or polling without it). From 1280 px a table, below a card per
 * operation. By keyboard: ↑ ↓ (or j k) between rows, Entrée opens one, p takes it in hand, t completes it.
 */
export function Operations() {
  const t = useText();
  const id = useId();
  const admin = readStoredAdmin();
  const [filter, update] = useUrlFilter(QUEUE_FILTER_KEYS);
  const tab = tabOf(filter);
  const live = useLiveMode();
  const queue = useOperationQueue(filter, live !== 'live');
  const counts = useQueueCounts(live !== 'live');
  const [typed, setTyped] = useTypedSearch(filter.q, (q) => update({ q }), 300);
  const [settling, setSettling] = useState<{ operation: QueuedOperation; outcome: Outcome }>();
  const [claiming, setClaiming] = useState<{ reference: string; takeOver: boolean }>();
  // Below 640 px the country, operator and type filters fold under a button: the queue starts on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const claim = useClaimOperation();
  const toast = useToast();
  const rows = queue.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = filter.q !== '' || filter.country !== '' || filter.operator !== '' || filter.type !== '';

  const startClaim = (operation: QueuedOperation) =>
    setClaiming({ reference: operation.reference, takeOver: operation.adminId !== admin?.uuid });
  const closeClaim = () => {
    if (claim.isPending) return;
    claim.reset();
    setClaiming(undefined);
  };

  const select = (
    key: 'country' | 'operator' | 'type',
    label: string,
    all: string,
    options: [string, string][],
  ) => (
    <FilterSelect
      id={`${id}-${key}`}
      label={label}
      all={all}
      options={options}
      value={filter[key]}
      onChange={(value) => update({ [key]: value })}
      className="min-w-0 space-y-1"
      fieldClassName={FIELD}
    />
  );

  return (
    <section aria-labelledby="operations-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="operations-title" className="text-2xl font-bold text-ink-900">
            {t('operations.title')}
          </h1>
          <p className="text-ink-600">{t(admin?.isMaster ? 'operations.all' : 'operations.mine')}</p>
          <TimeZoneNote />
        </div>
        <p role="status" className="inline-flex items-center gap-2 text-sm text-ink-600">
          <span
            aria-hidden="true"
            className={cx(
              'inline-block size-2.5 rounded-full',
              live === 'live' ? 'bg-brand-600' : live === 'connecting' ? 'bg-ink-300' : 'bg-sun-500',
            )}
          />
          {t(`operations.live.${live}`)}
        </p>
      </div>

      <div
        role="tablist"
        aria-label={t('operations.tabs')}
        className="flex gap-1 overflow-x-auto border-b border-ink-200"
        // The tabs' keyboard pattern: ← → choose the previous or next one (the selected one alone in the tab order).
        onKeyDown={(event) => {
          const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
          if (step === 0) return;
          event.preventDefault();
          const next =
            QUEUE_TABS[(QUEUE_TABS.indexOf(tab) + step + QUEUE_TABS.length) % QUEUE_TABS.length] ?? 'todo';
          update({ tab: next === 'todo' ? '' : next });
          event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
        }}
      >
        {QUEUE_TABS.map((name) => {
          const count = name === 'done' ? undefined : counts.data?.[name];
          const label = t(`operations.tab.${name}`);
          return (
            <button
              key={name}
              type="button"
              role="tab"
              data-tab={name}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => update({ tab: name === 'todo' ? '' : name })}
              className={cx(
                '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-2 text-sm sm:px-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                tab === name
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-ink-600 hover:text-ink-900',
              )}
            >
              {count === undefined ? label : t('operations.tab.count', { label, count })}
            </button>
          );
        })}
      </div>

      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_3fr]">
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ink-800">
            {t('operations.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('operations.search.hint')}
            maxLength={64}
            className={FIELD}
          />
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen(!filtersOpen)}
          className={cx(BUTTON, 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50 sm:hidden')}
        >
          {t('operations.filters', {
            count: [filter.country, filter.operator, filter.type].filter((value) => value !== '').length,
          })}
        </button>
        <div
          id={`${id}-filters`}
          className={cx(filtersOpen ? 'grid' : 'hidden', 'gap-3 sm:col-span-1 sm:grid sm:grid-cols-3')}
        >
          {select(
            'country',
            t('operations.country'),
            t('operations.country.all'),
            ONE_X_PAY_COUNTRY_CODES.map((code) => [code, findCountryByCode(code)?.countryName ?? code]),
          )}
          {select(
            'operator',
            t('operations.operator'),
            t('operations.operator.all'),
            Object.entries(OPERATORS),
          )}
          {select(
            'type',
            t('operations.type'),
            t('operations.type.all'),
            OPERATION_TYPES.map((type) => [type, t(`operationType.${type}`)]),
          )}
        </div>
      </search>

      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-ink-600">
        <p>{t(tab === 'done' ? 'operations.order.done' : 'operations.order.waiting')}</p>
        {tab !== 'done' && <p className="hidden lg:block">{t('operations.keys')}</p>}
      </div>

      {queue.isPending ? (
        <Loading />
      ) : queue.isError && rows.length === 0 ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : rows.length === 0 ? (
        <div className="space-y-3">
          <Empty text={t(filtered ? 'operations.empty.filtered' : `operations.empty.${tab}`)} />
          {filtered && (
            <button
              type="button"
              onClick={() => {
                setTyped('');
                update({ q: '', country: '', operator: '', type: '' });
              }}
              className={cx(BUTTON, 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50')}
            >
              {t('operations.clear')}
            </button>
          )}
        </div>
      ) : (
        <QueueList
          rows={rows}
          tab={tab}
          adminUuid={admin?.uuid}
          onClaim={startClaim}
          onSettle={(operation, outcome) => setSettling({ operation, outcome })}
        />
      )}
      {queue.isError && rows.length > 0 && (
        <ErrorState error={queue.error} onRetry={() => void queue.fetchNextPage()} />
      )}
      {queue.hasNextPage && (
        <button
          type="button"
          onClick={() => void queue.fetchNextPage()}
          aria-disabled={queue.isFetchingNextPage || undefined}
          className={cx(BUTTON, 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50')}
        >
          {queue.isFetchingNextPage ? t('operations.loadingMore') : t('operations.more')}
        </button>
      )}

      <ConfirmDialog
        open={claiming !== undefined}
        title={t('claim.title')}
        confirmLabel={t('claim.confirm')}
        pending={claim.isPending}
        error={claim.error}
        onClose={closeClaim}
        onConfirm={() => {
          if (claiming === undefined) return;
          const { reference } = claiming;
          claim.mutate(reference, {
            onSuccess: () => {
              setClaiming(undefined);
              toast('success', t('claim.done', { reference }));
            },
          });
        }}
      >
        <p className="mb-3 font-mono text-sm text-ink-600">{claiming?.reference}</p>
        <p>{t(claiming?.takeOver === true ? 'claim.takeOver' : 'claim.text')}</p>
      </ConfirmDialog>
      <SettleDialog
        key={`${settling?.operation.reference ?? ''}-${settling?.outcome ?? ''}`}
        operation={settling?.operation}
        outcome={settling?.outcome}
        onClose={() => setSettling(undefined)}
        onSettled={(outcome) => {
          const reference = settling?.operation.reference ?? '';
          setSettling(undefined);
          toast(
            'success',
            t(outcome === 'complete' ? 'settle.done.complete' : 'settle.done.fail', { reference }),
          );
        }}
      />
    </section>
  );
}

/** The rows of one tab, a header above them from 1024 px; one row at a time takes the keyboard's focus. */
function QueueList({
  rows,
  tab,
  adminUuid,
  onClaim,
  onSettle,
}: {
  rows: QueuedOperation[];
  tab: QueueTab;
  adminUuid: string | undefined;
  onClaim: (operation: QueuedOperation) => void;
  onSettle: (operation: QueuedOperation, outcome: Outcome) => void;
}) {
  const t = useText();
  const navigate = useNavigate();
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const current = Math.min(active, rows.length - 1);
  useEffect(() => {
    items.current.length = rows.length;
  }, [rows.length]);
  const move = (to: number) => {
    const index = Math.max(0, Math.min(rows.length - 1, to));
    setActive(index);
    items.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onRow = event.target === items.current[index];
    const operation = rows[index];
    if (operation === undefined) return;
    const pending = operation.operationStatus === 'pending';
    if (event.key === 'ArrowDown' || (onRow && event.key === 'j')) move(index + 1);
    else if (event.key === 'ArrowUp' || (onRow && event.key === 'k')) move(index - 1);
    else if (onRow && event.key === 'Home') move(0);
    else if (onRow && event.key === 'End') move(rows.length - 1);
    else if (onRow && event.key === 'Enter')
      void navigate(`/transactions/${encodeURIComponent(operation.reference)}`);
    else if (onRow && event.key === 'p' && pending && mayClaim(operation, adminUuid)) onClaim(operation);
    else if (onRow && event.key === 't' && pending) onSettle(operation, 'complete');
    else return;
    event.preventDefault();
  };
  return (
    <div className="rounded-[12px] bg-white shadow-sm ring-1 ring-ink-100">
      <div
        aria-hidden="true"
        className={cx(
          GRID,
          'hidden border-b border-ink-100 bg-ink-50 px-4 py-2 text-xs font-semibold text-ink-600 uppercase xl:grid',
        )}
      >
        <span>{t('operations.reference')}</span>
        <span>{t('operations.amount')}</span>
        <span>{t('operations.customer')}</span>
        <span>{t('operations.delivery')}</span>
        {tab === 'done' ? (
          <span className="xl:col-span-2">{t('operations.finished')}</span>
        ) : (
          <>
            <span>{t('operations.waited')}</span>
            <span className="text-right">{t('operations.actions')}</span>
          </>
        )}
      </div>
      <ul aria-label={t('operations.list', { count: rows.length })} className="divide-y divide-ink-100">
        {rows.map((operation, index) => (
          <QueueRow
            key={operation.reference}
            operation={operation}
            adminUuid={adminUuid}
            focusable={index === current}
            refCallback={(element) => {
              items.current[index] = element;
            }}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClaim={onClaim}
            onSettle={onSettle}
          />
        ))}
      </ul>
    </div>
  );
}

/** The master takes any pending operation; an agent claims theirs once. */
function mayClaim(operation: QueuedOperation, adminUuid: string | undefined): boolean {
  return operation.claimedAt === null || operation.adminId !== adminUuid;
}

function QueueRow({
  operation,
  adminUuid,
  focusable,
  refCallback,
  onFocus,
  onKeyDown,
  onClaim,
  onSettle,
}: {
  operation: QueuedOperation;
  adminUuid: string | undefined;
  focusable: boolean;
  refCallback: (element: HTMLLIElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onClaim: (operation: QueuedOperation) => void;
  onSettle: (operation: QueuedOperation, outcome: Outcome) => void;
}) {
  const t = useText();
  const date = useDateTime();
  const amount = useAmount();
  const destination = useDestination();
  const waited = useWaited();
  const now = useNow();
  const [operatorName, countryName] = operatorAndCountry(operation);
  const pending = operation.operationStatus === 'pending';
  const deadline = deliveryUrgency(operation.createdAt, now);
  const reference = operation.reference;
  return (
    <li
      ref={refCallback}
      tabIndex={focusable ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      onKeyDown={onKeyDown}
      aria-label={`${reference}, ${t(`operationType.${operation.type}`)}, ${amount(...delivered(operation))}`}
      className={cx(
        GRID,
        'grid grid-cols-2 gap-x-3 gap-y-2 px-4 py-3 text-sm outline-none focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
      )}
    >
      <div className="col-span-2 min-w-0 xl:col-span-1">
        <Link
          to={`/transactions/${encodeURIComponent(reference)}`}
          aria-label={t('operations.openLabel', { reference })}
          className="inline-flex min-h-11 items-center font-mono text-sm break-all text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 xl:min-h-0"
        >
          {reference}
        </Link>
        <p className="text-ink-600">
          {t(`operationType.${operation.type}`)}
          {!pending && (
            <>
              {' · '}
              <span
                className={cx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  STATUS_TONE[operation.operationStatus],
                )}
              >
                {t(`operationStatus.${operation.operationStatus}`)}
              </span>
            </>
          )}
        </p>
      </div>
      <p className="text-base font-bold whitespace-nowrap text-ink-900 xl:text-sm">
        {amount(...delivered(operation))}
      </p>
      <div className="min-w-0 text-right xl:hidden">
        {pending ? (
          <span
            title={t('operations.deadline.label', { minutes: DELIVERY_TARGET_MINUTES })}
            className={cx(
              'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap xl:hidden',
              DEADLINE_TONE[deadline.urgency],
            )}
          >
            {deadline.urgency === 'late'
              ? t('operations.deadline.late')
              : t(`operations.deadline.${deadline.urgency}`, { minutes: deadline.minutesLeft })}
          </span>
        ) : null}
      </div>
      <div className="col-span-2 min-w-0 xl:col-span-1">
        <p className="truncate font-semibold text-ink-900">{operation.customerName}</p>
        <p className="whitespace-nowrap text-ink-600">{groupPhone(operation.customerPhone)}</p>
      </div>
      <div className="col-span-2 min-w-0 xl:col-span-1">
        <p className="truncate font-semibold text-ink-900">{destination(operation, true)}</p>
        <p className="text-ink-600">
          {operatorName === ''
            ? countryName
            : t('operations.operatorCountry', { operator: operatorName, country: countryName })}
        </p>
        {operation.payout !== null && operation.payout !== undefined && (
          <p className="text-xs text-red-800" data-payout={operation.payout.status}>
            {operation.payout.failure ?? t('operations.payout', { status: operation.payout.status })}
            {operation.payout.processorReference === null
              ? ''
              : ` · ${t('operations.payoutReference', { reference: operation.payout.processorReference })}`}
          </p>
        )}
        {operation.type === 'withdrawal' && operation.withdrawalCodeHint !== undefined && (
          // The end of the code the betting partner confirmed, never the code (decision 062).
          <p className="text-ink-600">{t('operations.codeHint', { hint: operation.withdrawalCodeHint })}</p>
        )}
      </div>
      <div className={cx('col-span-2 min-w-0', pending ? 'xl:col-span-1' : 'xl:col-span-2')}>
        {pending ? (
          <>
            <p className="text-ink-900">
              <span className="xl:hidden">{t('operations.waitedLabel')}</span>
              {waited(operation.createdAt, now)}
            </p>
            <span
              className={cx(
                'hidden rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap xl:inline-block',
                DEADLINE_TONE[deadline.urgency],
              )}
            >
              {deadline.urgency === 'late'
                ? t('operations.deadline.late')
                : t(`operations.deadline.${deadline.urgency}`, { minutes: deadline.minutesLeft })}
            </span>
            {operation.claimedAt !== null && (
              <p className="text-xs text-ink-600">
                {t(
                  operation.adminId === adminUuid ? 'operations.claimedBy.me' : 'operations.claimedBy.other',
                )}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="text-ink-900">{date(operation.updatedAt, { style: 'numeric' })}</p>
            {operation.deliveryReference !== null && (
              <p className="truncate text-xs text-ink-600">
                {t('operations.deliveryReference', { reference: operation.deliveryReference })}
              </p>
            )}
          </>
        )}
      </div>
      {pending && (
        <div className="col-span-2 flex flex-wrap gap-2 xl:col-span-1 xl:flex-nowrap xl:justify-end">
          {pending && mayClaim(operation, adminUuid) && (
            <button
              type="button"
              aria-label={t('operations.claimLabel', { reference })}
              onClick={() => onClaim(operation)}
              className={cx(BUTTON, 'flex-1 bg-white text-ink-800 ring-ink-200 hover:bg-ink-50 xl:flex-none')}
            >
              {t('operations.claim')}
            </button>
          )}
          {pending &&
            (['complete', 'fail'] as const).map((outcome) => (
              <button
                key={outcome}
                type="button"
                aria-label={t(outcome === 'complete' ? 'operations.completeLabel' : 'operations.failLabel', {
                  reference,
                })}
                onClick={() => onSettle(operation, outcome)}
                className={cx(
                  BUTTON,
                  'flex-1 xl:flex-none',
                  outcome === 'complete'
                    ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
                    : 'bg-white text-red-700 ring-red-200 hover:bg-red-50',
                )}
              >
                {t(outcome === 'complete' ? 'operations.complete' : 'operations.fail')}
              </button>
            ))}
        </div>
      )}
    </li>
  );
}
