import type { PushCampaignReport } from '@1xpay/contract';
import { formatIsoUtc } from '@1xpay/domain';
import { cx } from '@1xpay/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Empty, ErrorState, Loading } from '../../components/states.tsx';
import { TONE } from '../../components/status-chip.tsx';
import { TimeZoneNote, useDateTime } from '../../lib/dates.tsx';
import { useText } from '../../lib/text.ts';
import { type CampaignStatus, doneOf, useCampaigns } from './api.ts';

const CHIP_TONE: Record<CampaignStatus, string> = {
  queued: TONE.pending,
  sending: TONE.pending,
  sent: TONE.success,
  failed: TONE.error,
};

/** A campaign's status in the admin's words, in the colours of the dashboard's other statuses. */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const t = useText();
  return (
    <span
      className={cx(
        'inline-flex max-w-full shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
        CHIP_TONE[status],
      )}
    >
      {t(`push.status.${status}`)}
    </span>
  );
}

const COUNTS = ['sent', 'failed', 'expired', 'pending'] as const;

/** Envoyées / Échouées / Expirées / En attente: tiles in the live report, one line in the list. */
function Counts({ report, compact = false }: { report: PushCampaignReport; compact?: boolean }) {
  const t = useText();
  const intl = useIntl();
  return (
    <dl
      className={
        compact
          ? 'flex flex-wrap gap-x-4 gap-y-1 text-sm'
          : 'grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 lg:grid-cols-2'
      }
    >
      {COUNTS.map((count) => (
        <div
          key={count}
          className={compact ? 'flex gap-1' : 'rounded-[8px] bg-ink-50 px-3 py-2 ring-1 ring-ink-100'}
        >
          <dt className="text-ink-600">
            {t(`push.report.${count}`)}
            {compact && ' :'}
          </dt>
          <dd className={compact ? 'font-semibold text-ink-900' : 'text-lg font-bold text-ink-900'}>
            {intl.formatNumber(report[count])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the live region says: the start of the fan-out, then how it ended; nothing while it is queued. */
function announcementOf(report: PushCampaignReport | undefined, t: ReturnType<typeof useText>): string {
  if (report === undefined || report.status === 'queued') return '';
  if (report.status === 'sending')
    return t('push.report.started', { title: report.title, total: report.total });
  return summaryOf(report, t);
}

function summaryOf(report: PushCampaignReport, t: ReturnType<typeof useText>): string {
  const counts = t('push.report.summary', {
    sent: report.sent,
    failed: report.failed,
    expired: report.expired,
    total: report.total,
  });
  if (report.status === 'failed') return `${t('push.report.failedAll')} ${counts}`;
  return report.total === 0 ? t('push.report.nobody') : counts;
}

/**
 * The campaign just sent, followed live: a progress bar of the deliveries that ended (sent, expired, failed, each
 * its colour), the counts and the status. Its polite live region speaks at the status's changes only (the fan-out
 * starts, the delivery ends), never at each count.
 */
export function LiveReport({
  report,
  error,
  onRetry,
}: {
  report: PushCampaignReport | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useText();
  const id = useId();
  const done = report === undefined ? 0 : doneOf(report);
  const share = (count: number) =>
    report === undefined || report.total === 0 ? 0 : (100 * count) / report.total;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold text-ink-900">
          {t('push.report.title')}
        </h2>
        {report !== undefined && <CampaignStatusChip status={report.status} />}
      </div>
      {report === undefined ? (
        error === null ? (
          <Loading />
        ) : (
          <ErrorState error={error} onRetry={onRetry} />
        )
      ) : (
        <>
          <p className="font-semibold break-words text-ink-900">{report.title}</p>
          <div
            role="progressbar"
            aria-label={t('push.report.progress')}
            aria-valuemin={0}
            aria-valuemax={report.total}
            aria-valuenow={done}
            aria-valuetext={
              report.status === 'queued'
                ? t('push.report.waiting')
                : t('push.report.progressText', { done, total: report.total })
            }
            className="flex h-3 overflow-hidden rounded-full bg-ink-100"
          >
            <div className="bg-brand-600 transition-[width]" style={{ width: `${share(report.sent)}%` }} />
            <div className="bg-ink-400 transition-[width]" style={{ width: `${share(report.expired)}%` }} />
            <div className="bg-red-600 transition-[width]" style={{ width: `${share(report.failed)}%` }} />
          </div>
          <p className="text-sm text-ink-600">
            {report.status === 'queued'
              ? t('push.report.waiting')
              : t('push.report.progressText', { done, total: report.total })}
          </p>
          <Counts report={report} />
          {error !== null && <ErrorState error={error} onRetry={onRetry} />}
        </>
      )}
      <p aria-live="polite" className="text-sm font-semibold text-ink-800 empty:hidden">
        {announcementOf(report, t)}
      </p>
    </section>
  );
}

/** « Campagnes récentes »: the 20 latest, newest first, with their status and counts (polled while one is sent). */
export function RecentCampaigns() {
  const t = useText();
  const date = useDateTime();
  const id = useId();
  const campaigns = useCampaigns();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-bold text-ink-900">
          {t('push.recent.title')}
        </h2>
        <TimeZoneNote />
      </div>
      {campaigns.isPending ? (
        <Loading />
      ) : campaigns.isError && campaigns.data === undefined ? (
        <ErrorState error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.length === 0 ? (
        <Empty text={t('push.recent.empty')} />
      ) : (
        <ol aria-labelledby={`${id}-heading`} className="space-y-3">
          {campaigns.data.map((campaign) => (
            <li
              key={campaign.id}
              className="space-y-2 rounded-[8px] bg-white p-4 shadow-sm ring-1 ring-ink-100"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 font-semibold break-words text-ink-900">{campaign.title}</p>
                <CampaignStatusChip status={campaign.status} />
              </div>
              <p className="text-sm text-ink-600">
                <time dateTime={formatIsoUtc(campaign.createdAt)}>
                  {date(campaign.createdAt, { style: 'long' })}
                </time>
                {campaign.status !== 'queued' && <> · {t('push.recent.total', { total: campaign.total })}</>}
              </p>
              <Counts report={campaign} compact />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
