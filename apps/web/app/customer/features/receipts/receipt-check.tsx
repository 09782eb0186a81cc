import { formatMoney } from '@1xpay/domain';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, Loading } from '../../components/states.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { ApiError } from '../../lib/api.ts';
import { useStatusView } from '../../lib/status.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { useDate } from '../transactions/transaction.tsx';
import { useReceiptCheck } from './api.ts';

/**
 * The public page a receipt's QR code and short link open: it confirms that this service recorded the transaction,
 * with its reference, amount, date and status, and nothing personal.
 */
export function ReceiptCheck() {
  const t = useAppText();
  const path = useAppPath();
  const date = useDate();
  const statusView = useStatusView();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const check = useReceiptCheck(token);
  let body: ReactNode;
  if (token === '' || (check.error instanceof ApiError && check.error.status === 404)) {
    body = (
      <p role="alert" className="rounded-[8px] bg-red-50 px-4 py-3 font-semibold text-red-800">
        {t('receiptCheck.unknown')}
      </p>
    );
  } else if (check.isPending) body = <Loading rows={2} />;
  else if (check.isError) body = <ErrorState error={check.error} onRetry={() => void check.refetch()} />;
  else {
    const receipt = check.data;
    const view = statusView({ statusCode: receipt.statusCode, finished: receipt.finished });
    body = (
      <>
        <p className="rounded-[8px] bg-brand-50 px-4 py-3 font-semibold text-brand-800">
          {t('receiptCheck.genuine')}
        </p>
        <dl className="mt-4 divide-y divide-ink-100">
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{t('tx.reference')}</dt>
            <dd className="font-semibold">{receipt.reference}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{t('receipt.type')}</dt>
            <dd className="font-semibold">
              {receipt.type === 'deposit' ? t('tx.deposit') : t('tx.transfer')}
            </dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{t('pay.total')}</dt>
            <dd className="font-semibold">{formatMoney(receipt.amount + receipt.fees, receipt.currency)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{t('tx.date')}</dt>
            <dd className="font-semibold">{date(receipt.createdAt)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{t('receipt.status')}</dt>
            <dd>
              <StatusChip kind={view.kind} label={view.label} />
            </dd>
          </div>
        </dl>
      </>
    );
  }
  return (
    <AuthCard title={t('receiptCheck.title')} lead={t('receiptCheck.lead')}>
      {body}
      <p className="mt-6 text-center text-sm">
        <Link to={path('/')} className="font-semibold text-brand-700 underline">
          {t('receiptCheck.toSite')}
        </Link>
      </p>
    </AuthCard>
  );
}
