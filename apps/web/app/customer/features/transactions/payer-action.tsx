import type { PayerAction } from '@1xpay/contract';
import { phoneText } from '@1xpay/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppText } from '../../lib/text.ts';

/** The PI-SPI QR code, drawn from the same lazy encoder as the receipt's (decision 060). */
const QrCode = lazy(() => import('@1xpay/ui/qr-code').then((module) => ({ default: module.QrCode })));

/**
 * Opens the card page: in the app itself when it is one of its screens (the sandbox's), else the processor's
 * hosted page, leaving the app (it comes back to this screen).
 */
function useOpenCardPage(url: string) {
  const navigate = useNavigate();
  return () => {
    const target = new URL(url, window.location.href);
    if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.toString());
  };
}

/**
 * What the payer of a card or a bank transfer does (issue 36): open the card page (3-D Secure is done there), or
 * accept the PI-SPI request in their bank's app, or scan its QR code. Right after a card payment was made, the
 * card page opens by itself (`followPayerAction` in the navigation's state), once.
 */
export function PayerActionStep({ action }: { action: PayerAction }) {
  const t = useAppText();
  const location = useLocation();
  const followed = useRef(false);
  const openCardPage = useOpenCardPage(action.kind === 'redirect' ? action.url : '');
  const follow = (location.state as { followPayerAction?: boolean } | null)?.followPayerAction === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, when the action first arrives.
  useEffect(() => {
    if (action.kind !== 'redirect' || !follow || followed.current) return;
    followed.current = true;
    openCardPage();
  }, [action.kind, follow]);

  if (action.kind === 'redirect')
    return (
      <div className="mt-5 rounded-[8px] bg-brand-50 p-4">
        <p className="font-semibold">{t('tx.card.title')}</p>
        <p className="mt-1 text-sm text-ink-700">{t('tx.card.text')}</p>
        <button
          type="button"
          onClick={openCardPage}
          className="mt-3 inline-flex min-h-11 items-center rounded-[22px] bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('tx.card.open')}
        </button>
      </div>
    );
  return (
    <div className="mt-5 rounded-[8px] bg-brand-50 p-4">
      <p className="font-semibold">{t('tx.bank.title', { alias: phoneText(action.alias) })}</p>
      <p className="mt-1 text-sm text-ink-700">{t('tx.bank.text')}</p>
      <div className="mt-3 inline-block rounded-[8px] bg-white p-2">
        <Suspense fallback={<div className="size-[176px]" />}>
          <QrCode text={action.qr} label={t('tx.bank.qr')} size={176} />
        </Suspense>
      </div>
    </div>
  );
}
