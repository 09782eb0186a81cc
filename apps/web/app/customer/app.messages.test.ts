import { BLOCKED_LABEL, frenchTypography, PENDING_LABELS, SUCCESS_LABEL_IN_PROGRESS } from '@1xpay/domain';
import { describe, expect, it } from 'vitest';
import messages from './app.messages.ts';

const fr: Record<string, string> = messages.fr;

describe('the app’s catalogue', () => {
  it('says §4’s French status sentences for a deposit, with French typography', () => {
    for (const code of [201, 202, 203, 204] as const)
      expect(fr[`status.${code}`]).toBe(frenchTypography(PENDING_LABELS[code]));
    expect(fr['status.204']).toBe('En attente de l’approbation du paiement');
    expect(fr['status.230.deposit']).toBe(PENDING_LABELS[230]);
    expect(fr['status.231.deposit']).toBe(PENDING_LABELS[231]);
    expect(fr['status.200.inProgress']).toBe(SUCCESS_LABEL_IN_PROGRESS);
    expect(fr['status.235.deposit']).toBe(BLOCKED_LABEL);
  });

  it('words a transfer and a withdrawal as themselves, never as a deposit', () => {
    const worded = Object.entries(fr).filter(([key]) => /\.(transfer|withdrawal)$/.test(key));
    expect(worded.length).toBeGreaterThan(10);
    expect(worded.filter(([, text]) => /dépôt/i.test(text))).toEqual([]);
    expect(fr['status.231.transfer']).toBe('Payé, transfert en cours');
  });

  it('has short status chips', () => {
    const chips = Object.entries(fr).filter(([key]) => key.startsWith('chip.'));
    expect(chips.map(([, text]) => text)).toEqual([
      'En attente',
      'Payé',
      'Confirmé',
      'Réussi',
      'Bloqué',
      'Échec',
    ]);
  });

  it('never says a withdrawal was paid by the customer', () => {
    const worded = Object.entries(fr).filter(([key]) => /withdrawal/.test(key) && /^(status|tx)\./.test(key));
    expect(worded.length).toBeGreaterThan(8);
    expect(worded.filter(([, text]) => /payé|paiement/i.test(text))).toEqual([]);
  });

  it('writes every French text with French typography', () => {
    const wrong = Object.entries(fr).filter(
      ([, text]) => /\p{L}'\p{L}/u.test(text) || /[ \u00a0][;:!?]/.test(text) || /\p{L}[;!?]/u.test(text),
    );
    expect(wrong).toEqual([]);
    expect(fr['signIn.noAccount']).toBe('Pas encore de compte\u202f?');
  });

  it('writes §8’s copy texts in correct French (product.md records the original spelling)', () => {
    expect([fr['copy.done'], fr['copy.failed'], fr['copy.unavailable']]).toEqual([
      'Texte copié',
      'Échec de la copie',
      'Impossible de lancer la copie',
    ]);
  });
});
