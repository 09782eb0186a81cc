import type { PayerAction } from '@1xpay/contract';
import { phoneText } from '@1xpay/domain';
import { lazy, Suspense } from 'react';
import { Token } from '../../components/token.tsx';
import { useAppText } from '../../lib/text.ts';

/** The QR encoder (≈ 4 KB), loaded only when a bank payment shows its code (decision 060). */
const QrCode = lazy(() => import('@1xpay/ui/qr-code').then((module) => ({ default: module.QrCode })));

/**
 * A bank payment waiting for its payer (decision 069): the PI-SPI payment request went to `alias`, to accept in
 * the bank or wallet app, whose scanner also reads its QR code. The alias: a phone number spaced by groups, an
 * issued payment address as it is.
 */
export function BankRequest({ action }: { action: Extract<PayerAction, { kind: 'scan' }> }) {
  const t = useAppText();
  return (
    <div
      className="mt-5 flex flex-col gap-4 rounded-[8px] bg-brand-50 p-4 sm:flex-row sm:items-center"
      data-bank-request=""
    >
      <div className="flex-1">
        <p className="font-semibold">
          {t('tx.scan.title')}{' '}
          {action.alias.startsWith('+') ? (
            <Token>{phoneText(action.alias)}</Token>
          ) : (
            <span className="break-all">{action.alias}</span>
          )}
        </p>
        <p className="mt-1 text-sm text-ink-700">{t('tx.scan.text')}</p>
      </div>
      <div className="self-center rounded-[8px] bg-white p-2">
        <Suspense fallback={<div className="size-44" />}>
          <QrCode text={action.qr} label={t('tx.scan.qr')} size={176} />
        </Suspense>
      </div>
    </div>
  );
}
