import { describe, expect, it } from 'vitest';
import { REFUND_NOTES, withRefundNote } from './refunds.ts';

describe('withRefundNote', () => {
  it('tells the customer the refund is on its way after the reason the payment ended', () => {
    expect(withRefundNote('Compte 1xBet introuvable', 'refunding')).toBe(
      `Compte 1xBet introuvable. ${REFUND_NOTES.refunding}`,
    );
    expect(withRefundNote(null, 'refunding')).toBe(REFUND_NOTES.refunding);
  });

  it('replaces the note once the refund is done, never adding a second one', () => {
    const refunding = withRefundNote('Paiement annulé après vérification.', 'refunding');
    expect(withRefundNote(refunding, 'refunded')).toBe(
      `Paiement annulé après vérification. ${REFUND_NOTES.refunded}`,
    );
    expect(withRefundNote(withRefundNote(refunding, 'refunded'), 'refunded')).toBe(
      withRefundNote(refunding, 'refunded'),
    );
  });
});
