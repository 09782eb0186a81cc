import * as z from 'zod';
import { epochMsSchema, minorAmountSchema, shortTextSchema } from './common.ts';
import { nextCursorSchema, oldestFirstPageQuery } from './page-query.ts';
import { historyItemSchema } from './payments.ts';

// The master admin's decisions on payments blocked by verification (235): release them to delivery (231) or
// reverse them (528, the money refunded to the payer through the processor). Decision record 020.

/** A page of a list worked through oldest first; `after` is the `next` the previous page gave. */
const pageQuery = oldestFirstPageQuery(/[A-Za-z0-9-]{1,64}/);

export const blockedTransactionsQuerySchema = z.object(pageQuery);

export const blockedTransactionSchema = historyItemSchema
  .extend({
    statusCode: z.literal(235),
    message: z.string().nullable().meta({ description: 'Pourquoi la vérification a bloqué le paiement.' }),
    blockedAt: epochMsSchema,
  })
  .meta({ id: 'BlockedTransaction' });

export const blockedTransactionsSchema = z.object({
  data: z.array(blockedTransactionSchema),
  next: nextCursorSchema,
});

const reasonSchema = shortTextSchema(500).meta({
  description: 'Pourquoi cette décision : inscrit au journal d’audit avec son auteur.',
});

export const releaseBodySchema = z.object({ reason: reasonSchema });

export const reverseBodySchema = z.object({
  reason: reasonSchema,
  message: shortTextSchema(500).optional().meta({
    description:
      'Message montré au client avec le statut 528 ; par défaut « Paiement annulé après vérification : le montant payé, frais compris, vous est remboursé. »',
  }),
});

export const REFUND_STATUSES = ['pending', 'sent', 'failed'] as const;

export const refundSchema = z
  .object({
    transactionReference: z.string(),
    amount: minorAmountSchema.meta({ description: 'Montant et frais payés, en unités mineures.' }),
    currency: z.string(),
    phone: z.string().meta({ description: 'Le numéro qui a payé, où l’argent revient.' }),
    processor: z.string(),
    status: z.enum(REFUND_STATUSES).meta({
      description:
        'pending : en cours (réessayé tant qu’il le faut) ; sent : envoyé ; failed : refusé pour de bon par le prestataire, à traiter à la main.',
    }),
    processorReference: z.string().nullable(),
    failure: z
      .string()
      .nullable()
      .meta({ description: 'Le refus du prestataire (failed), ou ce qu’a rencontré la dernière tentative.' }),
    createdAt: epochMsSchema,
    updatedAt: epochMsSchema,
  })
  .meta({ id: 'Refund' });

/** What a decision did: the transaction's new status (231 released, 528 reversed) and, reversed, its refund. */
export const decisionSchema = z
  .object({
    transactionReference: z.string(),
    statusCode: z.union([z.literal(231), z.literal(528)]),
    message: z.string().nullable(),
    finished: z.boolean(),
    refund: refundSchema.nullable(),
  })
  .meta({ id: 'Decision' });

export const refundsQuerySchema = z.object({ ...pageQuery, status: z.enum(REFUND_STATUSES).optional() });

export const refundsSchema = z.object({ data: z.array(refundSchema), next: nextCursorSchema });
