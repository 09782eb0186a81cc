import * as z from 'zod';
import { epochMsSchema, uuidSchema } from './common.ts';
import { historyItemSchema, OPERATION_STATUSES, operationRecordSchema } from './payments.ts';

// Operations (the API's operations/): the delivery of a paid transaction by an agent, read by reference or by
// agent, taken in hand, completed or failed. An operation's record is payments.ts's (a transaction's detail
// carries it).

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

/** §7: /admin/getOperations spells its key parameter `aipkey`, and clients depend on that spelling. */
export const aipkeyQuerySchema = z.object({ aipkey: z.string().optional() });

export const operationReferenceParamsSchema = z.object({ reference: z.string().max(64) });

export const failOperationBodySchema = z.object({ failureMessage: z.string().trim().min(1).max(500) });

export const settledOperationSchema = z.object({
  transactionReference: z.string(),
  operationStatus: z.enum(['success', 'error']),
  failureMessage: z.string().nullable(),
});
