import { cardDigits, luhnValid } from '@1xpay/domain';
import * as z from 'zod';
import { epochMsSchema, shortTextSchema } from './common.ts';
import { jobSchema, recoveryBodySchema } from './jobs.ts';
import { nextCursorSchema, oldestFirstPageQuery } from './page-query.ts';
import { createdTransactionSchema, historyItemSchema } from './payments.ts';

// Taking the money (the API's payments/collection/): the processors' webhooks, and what the master admin sees and
// does when the machine could not move a payment on by itself: payments past their deadline or without a job to
// move them. Decision record 018.

/** Pages of payments: the cursor names a time and a transaction reference. */
export const recoveryPageQuerySchema = z.object(oldestFirstPageQuery(/[A-Za-z0-9-]{1,64}/));

export const STUCK_STAGES = ['collection', 'verification', 'delivery', 'blocked'] as const;

export const stuckTransactionSchema = historyItemSchema
  .extend({
    statusCode: z.int(),
    message: z.string().nullable(),
    finished: z.boolean(),
    stage: z.enum(STUCK_STAGES).meta({
      description:
        'collection : pas encore payé (201 à 204) ; verification : payé, vérification en attente (230, 232) ; delivery : livraison en cours (231) ; blocked : bloqué par la vérification (235). Un paiement payé chez le prestataire après son expiration n’y figure plus : il est remboursé d’office (GET /admin/refunds).',
    }),
    since: epochMsSchema.meta({ description: 'Depuis quand il attend à cette étape.' }),
    deadline: epochMsSchema.meta({ description: 'Quand cette étape aurait dû finir.' }),
    waitingMs: z.int().min(0).meta({ description: 'Depuis combien de temps il attend à cette étape (ms).' }),
    liveJob: z.boolean().meta({ description: 'Une tâche en file ou en cours le fait avancer.' }),
  })
  .meta({ id: 'StuckTransaction' });

export const stuckTransactionsSchema = z.object({
  data: z.array(stuckTransactionSchema),
  next: nextCursorSchema,
});

export const requeuedTransactionSchema = z.object({
  transactionReference: z.string(),
  statusCode: z.int(),
  job: jobSchema,
});

export const cancelTransactionBodySchema = recoveryBodySchema.extend({
  message: shortTextSchema(500).optional().meta({
    description:
      'Message montré au client avec le statut 451 ; par défaut « Paiement annulé par le service client. »',
  }),
});

export const cancelledTransactionSchema = z.object({
  transactionReference: z.string(),
  statusCode: z.int(),
  message: z.string().nullable(),
  finished: z.boolean(),
});

/** POST /webhooks/{processor}: received (or already received: `duplicate`). */
export const webhookAckSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'WebhookAck' });

/**
 * What the payer types on the sandbox's card page (issue 36; sandbox only: no card number reaches the server
 * outside it, and it keeps none). The 3-D Secure code is sent once the page asked for it.
 */
export const sandboxCardBodySchema = z
  .object({
    number: z
      .string()
      .max(40)
      .refine((typed) => {
        const digits = cardDigits(typed);
        return digits !== undefined && luhnValid(digits);
      }, 'Numéro de carte invalide : vérifiez les chiffres.'),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, 'Date d’expiration attendue au format MM/AA.'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3}$/, 'Le cryptogramme compte 3 chiffres, au dos de la carte.'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Le code de vérification compte 6 chiffres.')
      .optional(),
  })
  .meta({ id: 'SandboxCard' });
export type SandboxCardBody = z.infer<typeof sandboxCardBodySchema>;

/** The card page's answer: a 3-D Secure challenge to pass, or the payment settled (paid or refused). */
export const sandboxCardAnswerSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('challenge') }),
    z.object({ outcome: z.literal('settled'), transaction: createdTransactionSchema }),
  ])
  .meta({ id: 'SandboxCardAnswer' });
export type SandboxCardAnswer = z.infer<typeof sandboxCardAnswerSchema>;
