import { sandboxAfterPayment } from '../processors/sandbox.ts';
import type { BettingPartner, WithdrawalRefusal } from './partner.ts';

/** What the betting partner answers when asked to credit an account with a deposit. */
export type CreditAnswer = { credited: true } | { credited: false; failureMessage: string };

/**
 * The sandbox betting partner: it credits every account, except for payments from a test number ending in 09,
 * whose account it cannot find (the journey to 528).
 */
export function sandboxPartnerCredit(deposit: {
  payerPhone: string;
  accountId1xBet: string | null;
}): CreditAnswer {
  if (deposit.accountId1xBet === null || sandboxAfterPayment(deposit.payerPhone) === 'failDelivery') {
    return { credited: false, failureMessage: 'Compte 1xBet introuvable pour cet identifiant.' };
  }
  return { credited: true };
}

/**
 * The sandbox's withdrawal codes: the last two digits of a code choose the partner's answer, as a payer number's
 * do for the sandbox processor (documented in docs/product.md):
 *
 *   …70 unknown code (470)     …72 expired (472)
 *   …71 already used (471)     …73 another amount (473)
 *   …79 the partner is out of reach (tried again until the deadline, then 451)
 *
 * Any other code is confirmed, for any account and amount, under the reference `sbx_w_<reference>`; returning a
 * withdrawal always succeeds.
 */
const WITHDRAWAL_SCRIPT: Readonly<Record<string, WithdrawalRefusal>> = {
  '70': 'unknown',
  '71': 'used',
  '72': 'expired',
  '73': 'otherAmount',
};
export const SANDBOX_PARTNER_UNREACHABLE = '79';

export const sandboxPartner: BettingPartner = {
  name: '1xbet',
  async confirmWithdrawal(request) {
    const ending = request.code.slice(-2);
    if (ending === SANDBOX_PARTNER_UNREACHABLE) throw new Error('sandbox partner: out of reach (code …79)');
    const refusal = WITHDRAWAL_SCRIPT[ending];
    if (refusal !== undefined) return { kind: 'refused', reason: refusal };
    return { kind: 'confirmed', partnerReference: `sbx_w_${request.reference}` };
  },
  async returnWithdrawal(request) {
    return { kind: 'returned', partnerReference: `sbx_r_${request.reference}` };
  },
};

/** The betting partner this service works with. Only the sandbox partner exists today (decision 062). */
export function configuredPartner(): BettingPartner {
  return sandboxPartner;
}
