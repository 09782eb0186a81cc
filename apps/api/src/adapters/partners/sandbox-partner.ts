import { sandboxAfterPayment } from '../processors/sandbox.ts';

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
