import { formatMoney, type OperationRecord } from '@1xpay/domain';
import type { ReactNode } from 'react';
import { TimeZoneNote, useDate } from '../lib/dates.tsx';
import { operationType, TYPE_KEYS, useStatusView } from '../lib/status.ts';
import { useAppText } from '../lib/text.ts';
import { DetailList } from './detail-list.tsx';
import { StatusChip } from './status-chip.tsx';
import { Token } from './token.tsx';

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
 * A withdrawal's money on its receipt: the amount the betting site pays and, unless it failed, what the customer
 * receives (the amount less the fees taken from it, decision 062), never a total paid.
 */
function withdrawalRows(
  receipt: ReceiptFactsOf,
  failed: boolean,
  t: ReturnType<typeof useAppText>,
): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t('pay.withdrawAmount'), <Token key="amount">{formatMoney(receipt.amount, receipt.currency)}</Token>],
  ];
  if (!failed)
    rows.push([
      t('pay.youReceive'),
      <Token key="received">{formatMoney(receipt.amount - receipt.fees, receipt.currency)}</Token>,
    ]);
  return rows;
}

/**
 * What a receipt states, on the receipt and on its public check: reference, operation, total (a withdrawal: its
 * amount and what the customer receives), date, status. A
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
  const view = useStatusView()(receipt, operation, receipt.type);
  const type = operationType(receipt.type);
  return (
    <>
      <DetailList
        compact={compact}
        rows={[
          [t('tx.reference'), <Token key="reference">{receipt.reference}</Token>],
          [t('receipt.type'), t(TYPE_KEYS[type])],
          ...(type === 'withdrawal'
            ? withdrawalRows(receipt, view.kind === 'error', t)
            : ([
                [
                  view.paid
                    ? t('pay.totalPaid')
                    : view.kind === 'error'
                      ? t('pay.totalAsked')
                      : t('pay.total'),
                  <Token key="total">{formatMoney(receipt.amount + receipt.fees, receipt.currency)}</Token>,
                ],
              ] as [string, ReactNode][])),
          [t('tx.date'), date(receipt.createdAt)],
          [
            t('receipt.status'),
            <span key="status" className="flex flex-col items-end gap-1">
              <StatusChip kind={view.kind} label={view.chip} />
              <span className="text-sm font-normal text-ink-700" data-status-sentence="">
                {view.label}
              </span>
            </span>,
          ],
        ]}
      />
      <TimeZoneNote />
    </>
  );
}
