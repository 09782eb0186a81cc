import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveTransactionStatus } from './transaction-status.ts';

// Expectations are written out here, independently of the module's tables, so a changed table fails a test.
const PENDING: [number, string][] = [
  [201, 'Validation des informations en cours'],
  [202, 'Paiement initié'],
  [203, 'Informations de paiement valides'],
  [204, "En attente de l'approbation du paiement"],
  [230, 'Payé, en attente de vérification avant le dépôt'],
  [231, 'Payé, dépôt en cours'],
  [232, 'Payé, en attente de vérification avant le dépôt'],
];

// §8, the French messages word for word; the English summaries translated.
const ERRORS: [number, string][] = [
  [400, 'Informations de transaction invalides.'],
  [401, 'Informations de transaction incomplètes.'],
  [402, 'Votre numéro est invalide.'],
  [403, 'Numéro du bénéficiaire invalide.'],
  [404, "Vous n'avez pas approuvé le paiement."],
  [406, 'Numéro non relié à un compte mobile money.'],
  [407, 'Validation de paiement déjà En attente sur ce compte.'],
  [408, 'Une transaction du même montant sur ce compte est déjà en cours.'],
  [409, 'Le bénéficiaire a atteint le montant maximum recevable autorisé par mois.'],
  [410, 'Le montant est inférieur au minimum requis.'],
  [411, 'Le montant est supérieur au maximum autorisé.'],
  [413, 'Le nombre maximal de paiements échoués est atteint ; réessayez dans 24 h.'],
  [414, "Cette carte bancaire ne dispose pas de l'authentification 3DS activée."],
  [450, 'Annulée: vous avez annulé la transaction.'],
  [451, 'Expirée: le délai de paiement est dépassé.'],
  [452, 'Annulé par le prestataire de transfert: transfert non reçu.'],
  [460, 'Fonds insuffisants.'],
  [461, "Une erreur s'est produite lors du paiement."],
  [462, 'Opérateur ou pays non pris en charge.'],
  [505, "Erreur auprès de l'opérateur réseau."],
  [528, "L'opération a échoué."],
];

const PAID = [200, 230, 231, 232, 235];
const LAUNCHED = [200, 202, 203, 204, 230, 231, 232, 235];
const EVERY_SPEC_CODE = [...PENDING.map(([code]) => code), 200, 235, ...ERRORS.map(([code]) => code)];
const SHOWN_CODES = new Set(EVERY_SPEC_CODE);

describe('resolveTransactionStatus: the codes of §4', () => {
  it.each(PENDING)('%i is pending, labelled %j, with no admin message', (statusCode, label) => {
    const resolved = resolveTransactionStatus({ statusCode, message: 'message du serveur' });
    expect(resolved).toMatchObject({ code: statusCode, kind: 'pending', label, adminMessage: null });
  });

  it("200 is success, 'Payé, en cours' until finished, then 'Réussi'", () => {
    expect(resolveTransactionStatus({ statusCode: 200 })).toMatchObject({
      code: 200,
      kind: 'success',
      label: 'Payé, en cours',
      adminMessage: null,
    });
    expect(resolveTransactionStatus({ statusCode: 200, finished: false }).label).toBe('Payé, en cours');
    expect(resolveTransactionStatus({ statusCode: 200, finished: true }).label).toBe('Réussi');
  });

  it('235 is blocked: paid, deposit held for security, with an admin message', () => {
    expect(resolveTransactionStatus({ statusCode: 235 })).toEqual({
      code: 235,
      kind: 'blocked',
      label: 'Payé, dépôt bloqué pour des raisons de sécurité',
      paid: true,
      launched: true,
      adminMessage: 'Payé, dépôt bloqué pour des raisons de sécurité',
    });
    expect(resolveTransactionStatus({ statusCode: 235, message: 'Vélocité dépassée' }).adminMessage).toBe(
      'Vélocité dépassée',
    );
  });
});

describe('resolveTransactionStatus: the error catalogue of §8', () => {
  it.each(ERRORS)('%i is an error labelled %j', (statusCode, label) => {
    expect(resolveTransactionStatus({ statusCode })).toMatchObject({
      code: statusCode,
      kind: 'error',
      label,
    });
  });

  it.each(ERRORS)(
    '%i carries the server message as admin message, else the catalogue message',
    (statusCode, label) => {
      expect(resolveTransactionStatus({ statusCode, message: 'Refus opérateur X12' }).adminMessage).toBe(
        'Refus opérateur X12',
      );
      expect(resolveTransactionStatus({ statusCode }).adminMessage).toBe(label);
      expect(resolveTransactionStatus({ statusCode, message: null }).adminMessage).toBe(label);
      expect(resolveTransactionStatus({ statusCode, message: '   ' }).adminMessage).toBe(label);
    },
  );
});

describe('resolveTransactionStatus: fallbacks', () => {
  it.each([405, 412, 420, 429, 499, 4000, 4])(
    '%i, a 4… code outside the catalogue, becomes 461',
    (statusCode) => {
      expect(resolveTransactionStatus({ statusCode })).toMatchObject({
        code: 461,
        kind: 'error',
        label: "Une erreur s'est produite lors du paiement.",
        paid: false,
        launched: false,
      });
    },
  );

  it.each([500, 502, 503, 504, 527, 599, 5000, 5])(
    '%i, a 5… code outside the catalogue, becomes 505',
    (statusCode) => {
      expect(resolveTransactionStatus({ statusCode })).toMatchObject({
        code: 505,
        kind: 'error',
        label: "Erreur auprès de l'opérateur réseau.",
      });
    },
  );

  it('keeps the server message of a fallback error as admin message', () => {
    expect(resolveTransactionStatus({ statusCode: 503, message: 'Timeout MTN' }).adminMessage).toBe(
      'Timeout MTN',
    );
  });

  it.each([0, 1, 100, 199, 205, 229, 233, 234, 236, 299, 300, 302, 600, 999, 1000, -404, Number.NaN])(
    '%d, an unknown code starting with neither 4 nor 5, is 202 (payment initiated)',
    (statusCode) => {
      expect(resolveTransactionStatus({ statusCode })).toEqual({
        code: 202,
        kind: 'pending',
        label: 'Paiement initié',
        paid: false,
        launched: true,
        adminMessage: null,
      });
    },
  );
});

describe('resolveTransactionStatus: flags', () => {
  it.each(EVERY_SPEC_CODE)('%i is paid and launched exactly as §4 lists', (statusCode) => {
    const resolved = resolveTransactionStatus({ statusCode });
    expect(resolved.paid).toBe(PAID.includes(statusCode));
    expect(resolved.launched).toBe(LAUNCHED.includes(statusCode));
  });
});

describe('resolveTransactionStatus: operations', () => {
  it("an operation in 'error' makes it a 528 labelled with the operation's failure message", () => {
    const resolved = resolveTransactionStatus(
      { statusCode: 231, message: 'Dépôt en cours', finished: false },
      { operationStatus: 'error', failureMessage: 'Compte 1xBet introuvable' },
    );
    expect(resolved).toEqual({
      code: 528,
      kind: 'error',
      label: 'Compte 1xBet introuvable',
      paid: false,
      launched: false,
      adminMessage: 'Compte 1xBet introuvable',
    });
  });

  it('falls back to the catalogue message when the failed operation has none', () => {
    for (const failureMessage of [undefined, null, '', '  ']) {
      const operation =
        failureMessage === undefined
          ? { operationStatus: 'error' }
          : { operationStatus: 'error', failureMessage };
      expect(resolveTransactionStatus({ statusCode: 200, finished: true }, operation).label).toBe(
        "L'opération a échoué.",
      );
    }
  });

  it('ignores an operation that is not in error', () => {
    for (const operationStatus of ['pending', 'success', 'done', 'ERROR', '']) {
      const resolved = resolveTransactionStatus(
        { statusCode: 231 },
        { operationStatus, failureMessage: 'ignoré' },
      );
      expect(resolved.code).toBe(231);
    }
    expect(resolveTransactionStatus({ statusCode: 231 }, null).code).toBe(231);
  });
});

describe('resolveTransactionStatus: properties', () => {
  const anyCode = fc.oneof(fc.integer({ min: -1_000, max: 10_000 }), fc.constantFrom(...EVERY_SPEC_CODE));
  const anyStatus = fc.record(
    { statusCode: anyCode, message: fc.option(fc.string()), finished: fc.boolean() },
    { requiredKeys: ['statusCode'] },
  );

  it('always shows a code of the catalogue, with a consistent class, a French label and coherent flags', () => {
    fc.assert(
      fc.property(anyStatus, (status) => {
        const resolved = resolveTransactionStatus(status);
        expect(SHOWN_CODES.has(resolved.code)).toBe(true);
        expect(resolved.label.trim()).not.toBe('');
        if (resolved.paid) expect(resolved.launched).toBe(true);
        const expectedKind = PENDING.some(([code]) => code === resolved.code)
          ? 'pending'
          : resolved.code === 200
            ? 'success'
            : resolved.code === 235
              ? 'blocked'
              : 'error';
        expect(resolved.kind).toBe(expectedKind);
        expect(resolved.adminMessage === null).toBe(
          resolved.kind === 'pending' || resolved.kind === 'success',
        );
      }),
    );
  });

  it('maps every code outside the catalogue by its first digit: 4 → 461, 5 → 505, else 202', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (statusCode) => {
        fc.pre(!SHOWN_CODES.has(statusCode));
        const first = String(statusCode)[0];
        const expected = first === '4' ? 461 : first === '5' ? 505 : 202;
        expect(resolveTransactionStatus({ statusCode }).code).toBe(expected);
      }),
    );
  });

  it('an operation in error always wins, whatever the status', () => {
    fc.assert(
      fc.property(
        anyStatus,
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (status, failureMessage) => {
          const resolved = resolveTransactionStatus(status, { operationStatus: 'error', failureMessage });
          expect(resolved).toMatchObject({ code: 528, kind: 'error', label: failureMessage, paid: false });
        },
      ),
    );
  });
});
