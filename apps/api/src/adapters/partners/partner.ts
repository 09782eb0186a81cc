/**
 * The betting partner, as the withdrawals engine needs it (decision 062). A customer asks the betting site for a
 * withdrawal to a payment agent's cash desk and receives a withdrawal code; we check that code with the partner, who
 * then owes us the money, and pay it out to the customer's mobile money. A real partner is written to this interface
 * alone: two calls, each safe to repeat.
 *
 * - `confirmWithdrawal`: the code, for this betting account and this amount, is good: the partner debits the account
 *   (or has already) and owes us `amount`, under its own reference. Asked again for the same `reference` (a retried
 *   job, a crash between its answer and our commit), it must answer the same confirmation, never a second debit nor
 *   « already used ». A refusal is final: `unknown` (no such code for this account), `used` (another withdrawal took
 *   it), `expired`, `otherAmount` (the code is for another amount). Anything else (the partner out of reach, an
 *   answer we cannot read) is thrown: the job tries again until the withdrawal's deadline, then it expires (451).
 * - `returnWithdrawal`: a confirmed withdrawal we could not deliver goes back on the betting account, once per
 *   `reference`; asked again it answers the same return. A refusal is a reason in words (tried again later, then
 *   left to the master admin, as every refund).
 */
export type WithdrawalRefusal = 'unknown' | 'used' | 'expired' | 'otherAmount';

export type WithdrawalRequest = {
  /** Our transaction's reference: the key that makes each call safe to repeat. */
  reference: string;
  accountId1xBet: string;
  code: string;
  /** Minor units of `currency`: what the customer asked the betting site for. */
  amount: bigint;
  currency: string;
};

export type WithdrawalAnswer =
  | { kind: 'confirmed'; partnerReference: string }
  | { kind: 'refused'; reason: WithdrawalRefusal };

export type ReturnRequest = {
  reference: string;
  partnerReference: string | null;
  accountId1xBet: string;
  amount: bigint;
  currency: string;
};

export type ReturnAnswer =
  | { kind: 'returned'; partnerReference: string }
  | { kind: 'refused'; message: string };

export type BettingPartner = {
  /** The partner's name, as the ledger's `partner_receivable:<name>` account says it. */
  readonly name: string;
  confirmWithdrawal(request: WithdrawalRequest): Promise<WithdrawalAnswer>;
  returnWithdrawal(request: ReturnRequest): Promise<ReturnAnswer>;
};

/** The §8 code each refusal ends a withdrawal with (decision 062: none of the older codes says which). */
export const WITHDRAWAL_REFUSAL_CODES: Readonly<Record<WithdrawalRefusal, number>> = {
  unknown: 470,
  used: 471,
  expired: 472,
  otherAmount: 473,
};
