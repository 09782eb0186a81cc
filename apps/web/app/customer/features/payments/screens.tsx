import { Panel } from '../../components/states.tsx';
import { useAppPath, useAppText } from '../../lib/text.ts';
import { useMe } from '../auth/api.ts';
import { PaymentForm, type PaymentKind } from './payment-form.tsx';
import { VerifyFirst } from './verify-first.tsx';

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
  return <PaymentForm kind={kind} />;
}

export function DepositScreen() {
  return <PaymentScreen kind="deposit" />;
}

export function SendScreen() {
  return <PaymentScreen kind="transfer" />;
}
