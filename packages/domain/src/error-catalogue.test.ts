import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  errorMessage,
  errorMessageIn,
  isErrorCode,
  TRANSACTION_ERROR_MESSAGES,
  UNSUPPORTED_MESSAGES,
} from './error-catalogue.ts';

describe('errorMessageIn', () => {
  it('gives every catalogued code an English message too, and French by default', () => {
    expect(TRANSACTION_ERROR_MESSAGES.fr).toBe(ERROR_MESSAGES);
    expect(Object.keys(TRANSACTION_ERROR_MESSAGES.en)).toEqual(Object.keys(ERROR_MESSAGES));
    expect(errorMessageIn(460, 'en')).toBe('Insufficient funds.');
    expect(errorMessageIn(460, 'fr')).toBe('Fonds insuffisants.');
    expect(errorMessageIn(599, 'en')).toBe('Error with the network operator.');
  });
});

describe('errorMessage', () => {
  it('keeps the French messages of §8 word for word', () => {
    expect(errorMessage(400)).toBe('Informations de transaction invalides.');
    expect(errorMessage(401)).toBe('Informations de transaction incomplètes.');
    expect(errorMessage(402)).toBe('Votre numéro est invalide.');
    expect(errorMessage(403)).toBe('Numéro du bénéficiaire invalide.');
    expect(errorMessage(404)).toBe("Vous n'avez pas approuvé le paiement.");
    expect(errorMessage(406)).toBe('Numéro non relié à un compte mobile money.');
    expect(errorMessage(407)).toBe('Validation de paiement déjà En attente sur ce compte.');
    expect(errorMessage(408)).toBe('Une transaction du même montant sur ce compte est déjà en cours.');
    expect(errorMessage(409)).toBe(
      'Le bénéficiaire a atteint le montant maximum recevable autorisé par mois.',
    );
    expect(errorMessage(414)).toBe("Cette carte bancaire ne dispose pas de l'authentification 3DS activée.");
    expect(errorMessage(450)).toBe('Annulée: vous avez annulé la transaction.');
    expect(errorMessage(461)).toBe("Une erreur s'est produite lors du paiement.");
  });

  it('translates the English summaries of §8 into French', () => {
    expect(errorMessage(410)).toBe('Le montant est inférieur au minimum requis.');
    expect(errorMessage(411)).toBe('Le montant est supérieur au maximum autorisé.');
    expect(errorMessage(413)).toBe(
      'Le nombre maximal de paiements échoués est atteint ; réessayez dans 24 h.',
    );
    expect(errorMessage(451)).toBe('Expirée: le délai de paiement est dépassé.');
    expect(errorMessage(452)).toBe('Annulé par le prestataire de transfert: transfert non reçu.');
    expect(errorMessage(460)).toBe('Fonds insuffisants.');
    expect(errorMessage(462)).toBe('Opérateur ou pays non pris en charge.');
    expect(errorMessage(505)).toBe("Erreur auprès de l'opérateur réseau.");
    expect(errorMessage(528)).toBe("L'opération a échoué.");
  });

  it('leaves no English in the catalogue', () => {
    const english =
      /\b(the|amount|is|payment|deadline|passed|funds|insufficient|error|with|network|operator|retry|after|not|supported|failure|message|provider|transfer|received|below|above|required|allowed)\b/i;
    for (const message of Object.values(ERROR_MESSAGES)) expect(message).not.toMatch(english);
    for (const message of Object.values(UNSUPPORTED_MESSAGES.fr)) expect(message).not.toMatch(english);
  });

  it('names both causes of 462', () => {
    expect(UNSUPPORTED_MESSAGES).toEqual({
      fr: { operator: 'Opérateur non pris en charge.', country: 'Pays non pris en charge.' },
      en: { operator: 'Operator not supported.', country: 'Country not supported.' },
    });
  });

  it('catalogues exactly the codes of §8', () => {
    expect(Object.keys(ERROR_MESSAGES).map(Number)).toEqual([
      400, 401, 402, 403, 404, 406, 407, 408, 409, 410, 411, 413, 414, 450, 451, 452, 460, 461, 462, 470, 471,
      472, 473, 505, 528,
    ]);
    expect(isErrorCode(405)).toBe(false);
    expect(isErrorCode(Number.NaN)).toBe(false);
  });

  it('gives a code outside the catalogue the message of its fallback (5… → 505, else 461)', () => {
    expect(errorMessage(503)).toBe(errorMessage(505));
    expect(errorMessage(599)).toBe(errorMessage(505));
    expect(errorMessage(499)).toBe(errorMessage(461));
    expect(errorMessage(12)).toBe(errorMessage(461));
    fc.assert(
      fc.property(fc.integer(), (code) => {
        expect(Object.values(ERROR_MESSAGES)).toContain(errorMessage(code));
      }),
    );
  });
});
