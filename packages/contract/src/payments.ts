import { OPERATION_TYPES } from '@1xpay/domain';
import * as z from 'zod';
import {
  countryCodeSchema,
  epochMsSchema,
  minorAmountSchema,
  operationTypeSchema,
  operatorIdSchema,
  uuidSchema,
} from './common.ts';
import { MAX_REFERENCES } from './limits.ts';

// Payments as the customer's app calls them (the API's payments/checkout/): a quote, a transaction created, the
// history, the statuses, one transaction in detail and the public check of a receipt. The rest of the area:
// payments-collection.ts, payments-decisions.ts, payments-reports.ts.

const integerText = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform((value) => BigInt(value))
  .meta({ description: 'Montant en unités mineures (entier).', example: '10000' });

export const quoteQuerySchema = z.object({
  type: z.enum(OPERATION_TYPES),
  country: countryCodeSchema,
  operator: operatorIdSchema,
  amount: integerText,
  beneficiaryCountry: countryCodeSchema.optional(),
});

export const quoteSchema = z
  .object({
    amount: minorAmountSchema,
    fees: minorAmountSchema,
    total: minorAmountSchema,
    currency: z.string(),
    rate: z
      .string()
      .optional()
      .meta({ description: 'Unités de la devise du bénéficiaire pour 1 unité de `currency`.' }),
    receivedAmount: minorAmountSchema.optional(),
    receivedCurrency: z.string().optional(),
  })
  .meta({ id: 'Quote' });

/** A payment refused by the rules of §8: the catalogue code and its message in the caller's language. */
export const paymentRefusalSchema = z
  .object({
    error: z.literal('payment_refused'),
    statusCode: z.int().meta({ description: 'Code du catalogue §8 (402, 410, 462…).' }),
    message: z.string(),
  })
  .meta({ id: 'PaymentRefusal' });

/** POST /api/transactions. Numbers are checked by the server against §8 (402, 403, 406), not rejected as 400. */
export const createTransactionBodySchema = z.object({
  type: z.enum(OPERATION_TYPES),
  country: countryCodeSchema,
  operator: operatorIdSchema,
  payerPhone: z.string().trim().min(1).max(32).meta({ description: 'Le numéro mobile money qui paie.' }),
  amount: z
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .meta({ description: 'Montant en unités mineures (entier ; XOF : francs).' }),
  accountId1xBet: z
    .string()
    .trim()
    .regex(/^\d{4,20}$/)
    .optional()
    .meta({
      description: 'Compte de paris crédité (dépôt) ou débité (retrait) ; par défaut celui du profil.',
    }),
  beneficiaryPhone: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .meta({ description: 'Bénéficiaire (transfert).' }),
  beneficiaryCountry: countryCodeSchema.optional(),
  withdrawalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/)
    .optional()
    .meta({
      description:
        'Retrait : le code donné par le site de paris (4 à 32 lettres, chiffres ou tirets). Le montant payé va à payerPhone, le numéro mobile money du client.',
    }),
  beneficiaryOperator: operatorIdSchema.optional().meta({
    description:
      'Opérateur du bénéficiaire (transfert) : permet la livraison par paiement sortant du prestataire là où le catalogue la choisit ; sans lui, un agent livre.',
  }),
});
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .meta({
      description:
        'Clé choisie par le client (UUID conseillé) : rejouer la même requête ne crée rien de plus.',
    }),
});

export const createdTransactionSchema = z
  .object({
    reference: z.string(),
    statusCode: z.int(),
    message: z.string().nullable(),
    finished: z.boolean(),
  })
  .meta({ id: 'CreatedTransaction' });

/** A transaction of the history (§3): status and operation are looked up by reference. */
export const historyItemSchema = z
  .object({
    reference: z.string(),
    senderUuid: uuidSchema,
    type: operationTypeSchema,
    country: z.string(),
    operator: z.string(),
    payerPhone: z.string(),
    beneficiaryPhone: z.string().nullable(),
    beneficiaryCountry: z.string().nullable(),
    accountId1xBet: z.string().nullable(),
    amount: minorAmountSchema.meta({ description: 'Montant en unités mineures (XOF : francs).' }),
    fees: minorAmountSchema,
    currency: z.string(),
    receivedAmount: minorAmountSchema.optional().meta({
      description:
        'Transfert entre deux monnaies : ce que le bénéficiaire reçoit, en unités mineures de receivedCurrency, fixé à la création ; retrait : le montant moins les frais. Absent sinon : il reçoit amount en currency.',
    }),
    receivedCurrency: z.string().optional(),
    rate: z.string().optional().meta({
      description: 'Unités de receivedCurrency pour une unité de currency, en texte décimal exact.',
    }),
    withdrawalCodeHint: z.string().optional().meta({
      description:
        'Retrait : les quatre derniers caractères du code de retrait (le code entier n’est jamais rendu).',
    }),
    partnerReference: z.string().optional().meta({
      description: 'Retrait : la référence du partenaire de paris pour le retrait qu’il a confirmé.',
    }),
    createdAt: epochMsSchema,
    updatedAt: epochMsSchema,
  })
  .meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historySchema = z.array(historyItemSchema);

export { MAX_REFERENCES } from './limits.ts';

export const referencesBodySchema = z.object({
  references: z.array(z.string().trim().min(1).max(64)).max(MAX_REFERENCES),
});

export const statusRecordSchema = z
  .object({
    transactionReference: z.string(),
    statusCode: z.int(),
    message: z.string().nullable(),
    finished: z.boolean(),
  })
  .meta({ id: 'StatusRecord' });
export type StatusRecordWire = z.infer<typeof statusRecordSchema>;

export const statusesSchema = z.record(z.string(), statusRecordSchema).meta({
  description: 'Statuts indexés par transactionReference ; les références non visibles sont omises.',
});

export const OPERATION_STATUSES = ['pending', 'success', 'error'] as const;

export const operationRecordSchema = z
  .object({
    transactionReference: z.string(),
    operationStatus: z.enum(OPERATION_STATUSES),
    failureMessage: z.string().nullable(),
  })
  .meta({ id: 'OperationRecord' });

/** §7: the calls an admin or the history makes name the signed-in user in this header. */
export const userUuidHeadersSchema = z.object({
  'user-uuid': z.uuid().meta({ description: "L'uuid de l'utilisateur connecté." }),
});

/** §7: /history and /statuses may carry the session key in the query as `apikey`. */
export const apikeyQuerySchema = z.object({ apikey: z.string().optional() });

export const transactionReferenceParamsSchema = z.object({ reference: z.string().max(64) });

/** One step of a transaction's life: the status it reached, the message that came with it, and when. */
export const statusStepSchema = z
  .object({ statusCode: z.int(), message: z.string().nullable(), at: epochMsSchema })
  .meta({ id: 'StatusStep' });

/**
 * What the payer does to pay a card or a bank transfer, while the payment waits for them: open the processor's
 * hosted card page, or accept the PI-SPI payment request in their bank or wallet app (or scan its QR code).
 */
export const payerActionSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('redirect'),
      url: z.string().meta({ description: 'La page de paiement par carte du prestataire (3-D Secure).' }),
    }),
    z.object({
      kind: z.literal('scan'),
      qr: z.string().meta({ description: 'Le contenu du QR code PI-SPI de la demande de paiement.' }),
      alias: z
        .string()
        .meta({ description: 'L’alias (numéro ou adresse de paiement) à qui elle a été envoyée.' }),
    }),
  ])
  .meta({ id: 'PayerAction' });
export type PayerAction = z.infer<typeof payerActionSchema>;

/**
 * One transaction as its customer's app shows it: what was asked, where it stands, its delivery (once there is
 * one) and every status it went through, oldest first.
 */
export const transactionDetailSchema = z
  .object({
    transaction: historyItemSchema,
    status: statusRecordSchema,
    operation: operationRecordSchema.nullable(),
    timeline: z.array(statusStepSchema),
    sandbox: z.boolean().meta({
      description:
        'Payée dans le bac à sable : l’application propose « Approuver » et « Refuser » à la place du téléphone.',
    }),
    receiptToken: z.string().meta({
      description:
        'Nomme la transaction dans le lien public de vérification de son reçu (GET /api/receipts/{token}).',
    }),
    payerAction: payerActionSchema.nullable(),
  })
  .meta({ id: 'TransactionDetail' });
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const receiptTokenParamsSchema = z.object({ token: z.string().max(64) });

/**
 * What the public check of a receipt confirms: the transaction exists here, with this reference, amount, date and
 * status. Nothing personal (no name, number, betting account or message).
 */
export const receiptCheckSchema = z
  .object({
    reference: z.string(),
    type: operationTypeSchema,
    amount: minorAmountSchema,
    fees: minorAmountSchema,
    currency: z.string(),
    createdAt: epochMsSchema,
    statusCode: z.int(),
    finished: z.boolean(),
  })
  .meta({ id: 'ReceiptCheck' });

/**
 * A delivery by the processor's payout (decision 061), as the dashboard shows it: where it stands (`pending` on its
 * way, `sent`, `failed` tried and handed to an agent, `skipped` not tried and handed to an agent), the processor's
 * reference once it has one, why it went to an agent, what it pays and to whom, and when it was sent.
 */
export const deliveryPayoutSchema = z
  .object({
    status: z.enum(['pending', 'sent', 'failed', 'skipped']),
    processorReference: z.string().nullable(),
    failure: z.string().nullable().meta({ description: 'Pourquoi un agent livre à sa place (en français).' }),
    amount: minorAmountSchema,
    currency: z.string(),
    phone: z.string(),
    operator: z.string(),
    sentAt: epochMsSchema.nullable(),
  })
  .meta({ id: 'DeliveryPayout' });
export type DeliveryPayout = z.infer<typeof deliveryPayoutSchema>;
