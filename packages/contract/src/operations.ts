import * as z from 'zod';
import {
  countryCodeSchema,
  epochMsSchema,
  minorAmountSchema,
  operationTypeSchema,
  operatorIdSchema,
  uuidSchema,
} from './common.ts';
import { keysetCursor, nextCursorSchema, pageQueryShape } from './page-query.ts';
import {
  deliveryPayoutSchema,
  historyItemSchema,
  OPERATION_STATUSES,
  operationRecordSchema,
} from './payments.ts';

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

/**
 * The delivery's own reference: the operator's or the betting partner's transaction number, as the agent reads it
 * on their screen or receipt (letters, digits, spaces and punctuation; no control character).
 */
export const deliveryReferenceSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^\P{Cc}+$/u)
  .meta({
    description: 'Le numéro de la transaction chez l’opérateur ou le partenaire (64 caractères au plus).',
    example: 'MP241128.1532.A12345',
  });

/** The agent's note on a delivery, for the other admins (not shown to the customer). */
export const deliveryNoteSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:[\t\n\r]|\P{Cc})*$/u)
  .meta({ description: 'Note de l’agent, lue par les administrateurs seulement (500 caractères au plus).' });

/**
 * POST /admin/operations/{reference}/complete's body, optional (§7's callers send none): the delivery's reference
 * and a note. The dashboard always sends the reference.
 */
export const completeOperationBodySchema = z
  .object({ deliveryReference: deliveryReferenceSchema.optional(), note: deliveryNoteSchema.optional() })
  // The API sees a request without a body as null.
  .nullish();

export const failOperationBodySchema = z.object({
  failureMessage: z.string().trim().min(1).max(500),
  deliveryReference: deliveryReferenceSchema.optional(),
  note: deliveryNoteSchema.optional(),
});

export const settledOperationSchema = z.object({
  transactionReference: z.string(),
  operationStatus: z.enum(['success', 'error']),
  failureMessage: z.string().nullable(),
});

// The operations queue (decision 049): the agent's home, a page at a time, and the live events that say it changed.

/** The queue's tabs: waiting and not taken in hand, taken in hand (still pending), finished. */
export const QUEUE_TABS = ['todo', 'claimed', 'done'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

const queueCursor = keysetCursor(/[A-Za-z0-9-]{1,64}/);

export const operationQueueFilterShape = {
  q: z.string().trim().min(1).max(64).optional().meta({
    description:
      'Une référence (ou son début, sans casse), un numéro de téléphone (payeur, bénéficiaire ou client ; international ou local) ou un nom de client.',
  }),
  country: countryCodeSchema.optional().meta({ description: 'Pays de paiement.' }),
  operator: operatorIdSchema.optional(),
  type: operationTypeSchema.optional(),
};

export const operationQueueQuerySchema = z.object({
  tab: z.enum(QUEUE_TABS).default('todo').meta({
    description: 'todo : en attente, pas prises en charge ; claimed : prises en charge ; done : finies.',
  }),
  ...operationQueueFilterShape,
  ...pageQueryShape({
    after: {
      pattern: queueCursor,
      description:
        'Curseur : la valeur `next` de la page précédente (todo et claimed, les plus anciennes d’abord).',
    },
    before: {
      pattern: queueCursor,
      description: 'Curseur : la valeur `next` de la page précédente (done, les plus récentes d’abord).',
    },
  }),
});
export type OperationQueueQuery = z.input<typeof operationQueueQuerySchema>;

/** One row of the queue: what an agent needs to deliver it without opening it. */
export const queuedOperationSchema = z
  .object({
    reference: z.string(),
    type: operationTypeSchema,
    amount: minorAmountSchema,
    currency: z.string(),
    receivedAmount: minorAmountSchema.optional().meta({
      description:
        'Transfert entre deux monnaies : ce que le bénéficiaire doit recevoir, en unités mineures de receivedCurrency. Absent sinon : amount en currency.',
    }),
    receivedCurrency: z.string().optional(),
    country: z.string(),
    operator: z.string(),
    customerName: z.string(),
    customerPhone: z.string(),
    payerPhone: z.string(),
    beneficiaryPhone: z.string().nullable(),
    beneficiaryCountry: z.string().optional().meta({
      description: 'Transfert : le pays du bénéficiaire, où l’agent envoie l’argent (absent sinon).',
    }),
    beneficiaryOperator: z.string().optional().meta({
      description: 'Transfert : l’opérateur du bénéficiaire, quand le client l’a dit (absent sinon).',
    }),
    accountId1xBet: z.string().nullable(),
    withdrawalCodeHint: z
      .string()
      .optional()
      .meta({ description: 'Retrait : les quatre derniers caractères du code confirmé par le partenaire.' }),
    partnerReference: z.string().optional(),
    operationStatus: z.enum(OPERATION_STATUSES),
    failureMessage: z.string().nullable(),
    deliveryReference: z.string().nullable(),
    payout: deliveryPayoutSchema.nullable().optional().meta({
      description:
        'Le paiement sortant du prestataire tenté ou écarté avant que l’opération n’arrive à un agent (décision 061) ; absent sinon.',
    }),
    adminId: uuidSchema,
    claimedAt: epochMsSchema.nullable(),
    createdAt: epochMsSchema.meta({ description: 'Quand l’opération est arrivée (le paiement vérifié).' }),
    updatedAt: epochMsSchema,
  })
  .meta({ id: 'QueuedOperation' });
export type QueuedOperation = z.infer<typeof queuedOperationSchema>;

export const operationQueueSchema = z.object({
  data: z.array(queuedOperationSchema),
  next: nextCursorSchema,
});

/** How many operations wait in the caller's queue: not taken in hand, and taken in hand. */
export const operationQueueCountsSchema = z.object({
  todo: z.int().nonnegative(),
  claimed: z.int().nonnegative(),
  oldestSince: epochMsSchema.nullable().meta({ description: 'L’arrivée de la plus ancienne en attente.' }),
});

/** The event stream: text/event-stream, `changed` events carrying `{references}`, comments to keep it open. */
export const operationEventsSchema = z.string().meta({
  description: 'Flux text/event-stream : des événements « changed » {references}, des commentaires.',
});
