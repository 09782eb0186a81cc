import { ApiError } from '@1xpay/client';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ReceiptFacts } from '../../components/receipt-facts.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { useReceiptCheck } from './api.ts';

/**
 * The public page a receipt's QR code and short link open: it confirms that this service recorded the transaction,
 * with its reference, amount, date and status, and nothing personal.
 */
export function ReceiptCheck() {
  const t = useAppText();
  const path = useAppPath();
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
    body = (
      <>
        <p className="rounded-[8px] bg-brand-50 px-4 py-3 font-semibold text-brand-800">
          {t('receiptCheck.genuine')}
        </p>
        <div className="mt-4">
          <ReceiptFacts receipt={receipt} />
        </div>
      </>
    );
  }
  return (
    <AuthCard
      title={t('receiptCheck.title')}
      lead={t('receiptCheck.lead')}
      footer={
        <p className="mt-6 text-center text-sm">
          <Link
            to={path('/')}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('receiptCheck.toSite')}
          </Link>
        </p>
      }
    >
      {body}
    </AuthCard>
  );
}
