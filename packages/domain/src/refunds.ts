/**
 * The money rule (docs/product.md): once a payment's money is collected, the transaction ends delivered or
 * refunded, never neither. These are the words the customer reads in a transaction's `message` while its refund is
 * on its way and once it is done (the §4 status stays the one the payment ended with).
 */
export const REFUND_NOTES = {
  refunding: 'Le montant payé, frais compris, vous est remboursé.',
  refunded: 'Le montant payé, frais compris, vous a été remboursé.',
  /** A withdrawal's money goes back to the betting account it came from (decision 062). */
  returning: 'Le montant du retrait est rendu à votre compte de paris.',
  returned: 'Le montant du retrait a été rendu à votre compte de paris.',
} as const;

/** The notes a transaction of `type` gets while its money goes back, then once it is back. */
export function refundNotesOf(type: string): {
  pending: keyof typeof REFUND_NOTES;
  done: keyof typeof REFUND_NOTES;
} {
  return type === 'withdrawal'
    ? { pending: 'returning', done: 'returned' }
    : { pending: 'refunding', done: 'refunded' };
}

/**
 * The message of a payment the processor reports paid after it had ended unpaid: expired (451), or ended by another
 * refusal. The refund's note follows it (withRefundNote).
 */
export function paidAfterEndMessage(statusCode: number): string {
  return statusCode === 451
    ? 'Votre paiement est arrivé après l’expiration du délai\u202f: il n’a pas été pris en compte.'
    : 'Votre paiement est arrivé après la clôture de la transaction\u202f: il n’a pas été pris en compte.';
}

/** The statuses of a refund: on its way, sent by the processor, failed for good, or paid outside the system. */
export const REFUND_STATUSES = ['pending', 'sent', 'failed', 'paid_outside'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the customer reads: the reason the payment ended (if any), then where its refund stands. */
export function withRefundNote(message: string | null | undefined, note: keyof typeof REFUND_NOTES): string {
  const base = withoutRefundNote(message ?? '').trim();
  if (base === '') return REFUND_NOTES[note];
  return `${/[.!?…»)]$/.test(base) ? base : `${base}.`} ${REFUND_NOTES[note]}`;
}

/** The message without the refund's note it ends with, if any. */
function withoutRefundNote(message: string): string {
  for (const note of Object.values(REFUND_NOTES))
    if (message.endsWith(note)) return message.slice(0, -note.length);
  return message;
}
