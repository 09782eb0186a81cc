import { formatMoney, type OperationRecord } from '@1xpay/domain';
import { TimeZoneNote, useDate } from '../lib/dates.tsx';
import { useStatusView } from '../lib/status.ts';
import { useAppText } from '../lib/text.ts';
import { DetailList } from './detail-list.tsx';
import { StatusChip } from './status-chip.tsx';

export type ReceiptFactsOf = {
  reference: string;
  type: string;
  amount: number;
  fees: number;
  currency: string;
  createdAt: number;
  statusCode: number;
  finished: boolean;
};

/**
 * What a receipt states, on the receipt and on its public check: reference, operation, total, date, status. A
 * receipt is shown to someone else, so the zone its date is written in is named under it (decision 040).
 */
export function ReceiptFacts({
  receipt,
  operation,
  compact = false,
}: {
  receipt: ReceiptFactsOf;
  operation?: OperationRecord | null;
  compact?: boolean;
}) {
  const t = useAppText();
  const date = useDate();
  const view = useStatusView()(receipt, operation);
  return (
    <>
      <DetailList
        compact={compact}
        rows={[
          [t('tx.reference'), receipt.reference],
          [t('receipt.type'), receipt.type === 'deposit' ? t('tx.deposit') : t('tx.transfer')],
          [t('pay.total'), formatMoney(receipt.amount + receipt.fees, receipt.currency)],
          [t('tx.date'), date(receipt.createdAt)],
          [t('receipt.status'), <StatusChip key="status" kind={view.kind} label={view.label} />],
        ]}
      />
      <TimeZoneNote />
    </>
  );
}
