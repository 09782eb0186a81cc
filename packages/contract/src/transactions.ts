import * as z from 'zod';
import { epochMsSchema, minorAmountSchema, operationTypeSchema, uuidSchema } from './common.ts';
import { MAX_REFERENCES } from './limits.ts';

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

export const operationsByReferenceSchema = z.record(z.string(), operationRecordSchema).meta({
  description: 'Opérations indexées par transactionReference ; les références non visibles sont omises.',
});

/** An operation as an agent sees it in their list: the record, its assignee and the transaction to deliver. */
export const adminOperationSchema = z
  .object({
    transactionReference: z.string(),
    operationStatus: z.enum(OPERATION_STATUSES),
    failureMessage: z.string().nullable(),
    adminId: uuidSchema,
    claimedAt: epochMsSchema
      .nullable()
      .meta({ description: 'Quand son administrateur l’a prise en charge ; null avant.' }),
    createdAt: epochMsSchema,
    updatedAt: epochMsSchema,
    transaction: historyItemSchema,
    statusCode: z.int(),
  })
  .meta({ id: 'AdminOperation' });

export const adminOperationsSchema = z.array(adminOperationSchema);

/** §7: the calls an admin or the history makes name the signed-in user in this header. */
export const userUuidHeadersSchema = z.object({
  'user-uuid': z.uuid().meta({ description: "L'uuid de l'utilisateur connecté." }),
});

/** §7: /history and /statuses may carry the session key in the query as `apikey`. */
export const apikeyQuerySchema = z.object({ apikey: z.string().optional() });

/** §7: /admin/getOperations spells its key parameter `aipkey`, and clients depend on that spelling. */
export const aipkeyQuerySchema = z.object({ aipkey: z.string().optional() });

export const operationReferenceParamsSchema = z.object({ reference: z.string().max(64) });

export const transactionReferenceParamsSchema = z.object({ reference: z.string().max(64) });

/** One step of a transaction's life: the status it reached, the message that came with it, and when. */
export const statusStepSchema = z
  .object({ statusCode: z.int(), message: z.string().nullable(), at: epochMsSchema })
  .meta({ id: 'StatusStep' });

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
  })
  .meta({ id: 'TransactionDetail' });
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const failOperationBodySchema = z.object({ failureMessage: z.string().trim().min(1).max(500) });

export const settledOperationSchema = z.object({
  transactionReference: z.string(),
  operationStatus: z.enum(['success', 'error']),
  failureMessage: z.string().nullable(),
});

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
