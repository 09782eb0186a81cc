import { Panel } from '../../components/states.tsx';
import { useAppText } from '../../lib/text.ts';
import { useMe } from '../auth/api.ts';
import { PaymentForm, type PaymentKind } from './payment-form.tsx';

/** A payment screen, or why this account cannot pay (blocked, suspended or incomplete: §4). */
function PaymentScreen({ kind }: { kind: PaymentKind }) {
  const t = useAppText();
  const me = useMe();
  if (me.data?.canMoveMoney === false) return <Panel>{t('pay.cannotMoveMoney')}</Panel>;
  return <PaymentForm kind={kind} />;
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
