import type { PayerAction } from '@1xpay/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { unprefixed } from '../../../site/locale.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';

/**
 * Opens the card page: in the app itself when it is one of its screens (the sandbox's), else the processor's
 * hosted page, leaving the app (it comes back to this screen).
 */
function useOpenCardPage(url: string) {
  const navigate = useNavigate();
  const path = useAppPath();
  return () => {
    const target = new URL(url, window.location.href);
    // The sandbox names its page in French (`/app/card`): in the reader's language, as every screen of the app.
    if (target.origin === window.location.origin)
      navigate(`${path(unprefixed(target.pathname))}${target.search}`);
    else window.location.assign(target.toString());
  };
}

/**
 * What the payer of a card does (issue 36): open the card page, where 3-D Secure is done. Right after a card payment
 * was made, the card page opens by itself (`followPayerAction` in the navigation's state), once.
 */
export function CardStep({ action }: { action: Extract<PayerAction, { kind: 'redirect' }> }) {
  const t = useAppText();
  const location = useLocation();
  const followed = useRef(false);
  const openCardPage = useOpenCardPage(action.url);
  const follow = (location.state as { followPayerAction?: boolean } | null)?.followPayerAction === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, when the action first arrives.
  useEffect(() => {
    if (!follow || followed.current) return;
    followed.current = true;
    openCardPage();
  }, [follow]);

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
}
