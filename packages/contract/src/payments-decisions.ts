import * as z from 'zod';
import { epochMsSchema, minorAmountSchema, shortTextSchema } from './common.ts';
import { nextCursorSchema, oldestFirstPageQuery } from './page-query.ts';
import { historyItemSchema } from './payments.ts';

// The master admin's decisions on payments blocked by verification (235): release them to delivery (231) or
// reverse them (528, the money refunded to the payer through the processor). Decision record 020. The refunds of
// every collected payment that ended without delivery, and what the master admin does with a failed one: decision
// record 042.

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
      'Message montré au client avec le statut 528, suivi de « Le montant payé, frais compris, vous est remboursé. » ; par défaut « Paiement annulé après vérification. »',
  }),
});

export const REFUND_STATUSES = ['pending', 'sent', 'failed', 'paid_outside'] as const;

export const refundSchema = z
  .object({
    transactionReference: z.string(),
    amount: minorAmountSchema.meta({ description: 'Montant et frais payés, en unités mineures.' }),
    currency: z.string(),
    phone: z.string().meta({ description: 'Le numéro qui a payé, où l’argent revient.' }),
    processor: z.string(),
    status: z.enum(REFUND_STATUSES).meta({
      description:
        'pending : en cours (réessayé après un refus ou une panne du prestataire, quelques fois en une heure environ) ; sent : envoyé ; failed : refusé ou injoignable à chaque essai, à relancer ou à régler à la main ; paid_outside : réglé hors du système par l’administrateur principal.',
    }),
    processorReference: z.string().nullable(),
    failure: z
      .string()
      .nullable()
      .meta({ description: 'Le refus du prestataire (failed), ou ce qu’a rencontré la dernière tentative.' }),
    attempts: z.int().min(0).meta({ description: 'Les essais refusés ou sans réponse du prestataire.' }),
    outsideReference: z.string().nullable().meta({
      description:
        'paid_outside : la référence du paiement fait hors du système (par exemple l’identifiant mobile money).',
    }),
    outsideReason: z
      .string()
      .nullable()
      .meta({ description: 'paid_outside : pourquoi et comment il a été réglé.' }),
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

export const refundParamsSchema = z.object({
  reference: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .meta({ description: 'La référence de la transaction remboursée.' }),
});

export const retryRefundBodySchema = z.object({ reason: reasonSchema });

export const refundPaidOutsideBodySchema = z.object({
  reason: reasonSchema,
  outsideReference: shortTextSchema(120).meta({
    description:
      'La référence du paiement fait hors du système : par exemple l’identifiant de la transaction mobile money.',
  }),
});

/**
 * What recording a refund paid outside did: done at once (`refund`), or, while four-eyes is on, waiting for a
 * second admin (`pendingChangeId`, approved through POST /admin/pendingChanges/{id}/approve).
 */
export const refundPaidOutsideSchema = z
  .object({
    refund: refundSchema,
    pendingChangeId: z.string().nullable().meta({
      description:
        'Quatre yeux actifs : l’identifiant de la modification qu’un second administrateur doit approuver ; le remboursement reste alors failed jusque-là.',
    }),
  })
  .meta({ id: 'RefundPaidOutside' });
