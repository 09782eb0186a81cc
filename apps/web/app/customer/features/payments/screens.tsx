import { lazy, Suspense } from 'react';
import { Loading, Panel } from '../../components/states.tsx';
import { useAppText } from '../../lib/text.ts';
import { useMe } from '../auth/api.ts';
import type { PaymentKind } from './payment-form.tsx';

/**
 * The form, with the table of every country its phone fields need, comes after the screen's first load (decision
 * 060): it is drawn only once the offered operators have come, and its download starts with this module, alongside
 * that request, so it is there by then.
 */
const form = import('./payment-form.tsx');
const PaymentForm = lazy(() => form.then((module) => ({ default: module.PaymentForm })));

/** A payment screen, or why this account cannot pay (blocked, suspended or incomplete: §4). */
function PaymentScreen({ kind }: { kind: PaymentKind }) {
  const t = useAppText();
  const me = useMe();
  if (me.data?.canMoveMoney === false) return <Panel>{t('pay.cannotMoveMoney')}</Panel>;
  return (
    <Suspense fallback={<Loading />}>
      <PaymentForm kind={kind} />
    </Suspense>
  );
}

export function DepositScreen() {
  return <PaymentScreen kind="deposit" />;
}

export function SendScreen() {
  return <PaymentScreen kind="transfer" />;
}

export function WithdrawScreen() {
  return <PaymentScreen kind="withdrawal" />;
}
