import { lazy, Suspense } from 'react';
import { Loading, Panel } from '../../components/states.tsx';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { useMe } from '../auth/api.ts';
import type { PaymentKind } from './payment-form.tsx';
import { VerifyFirst } from './verify-first.tsx';

/**
 * The form, with the table of every country its phone fields need, comes after the screen's first load (decision
 * 060): it is drawn only once the offered operators have come, and its download starts with this module, alongside
 * that request, so it is there by then.
 */
const form = import('./payment-form.tsx');
const PaymentForm = lazy(() => form.then((module) => ({ default: module.PaymentForm })));

/**
 * A payment screen, or why this account cannot pay: its number is not verified yet (`pending`: the way to verify
 * it), or it is blocked, suspended or incomplete (§4).
 */
function PaymentScreen({ kind }: { kind: PaymentKind }) {
  const t = useAppText();
  const path = useAppPath();
  const me = useMe();
  if (me.data?.userAuthenticationStatus === 'pending')
    return (
      <div className="space-y-5">
        <h1 className="text-2xl font-bold">{t(kind === 'deposit' ? 'nav.deposit' : 'nav.send')}</h1>
        <VerifyFirst next={path(kind === 'deposit' ? '/app/deposit' : '/app/send')} />
      </div>
    );
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
