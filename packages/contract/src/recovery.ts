import * as z from 'zod';
import { epochMsSchema, shortTextSchema } from './common.ts';
import { nextCursorSchema, oldestFirstPageQuery } from './page-query.ts';
import { historyItemSchema } from './transactions.ts';

// What the master admin sees and does when the machine could not finish something by itself: jobs that failed for
// good ("dead") and payments past their deadline or without a job to move them. Decision record 018.

const pageQuerySchema = (key: RegExp) => z.object(oldestFirstPageQuery(key));

/** Pages of payments: the cursor names a time and a transaction reference. */
export const recoveryPageQuerySchema = pageQuerySchema(/[A-Za-z0-9-]{1,64}/);

/** Pages of dead jobs: the cursor names a time and a job id. */
export const deadJobsPageQuerySchema = pageQuerySchema(/\d{1,18}/);

export const jobIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,18}$/)
    .meta({ description: 'Identifiant de la tâche (entier en texte).' }),
});

/** Why a person re-queues or cancels: written to the audit log with who did it. */
export const recoveryBodySchema = z.object({
  reason: shortTextSchema(500).meta({
    description: 'Pourquoi cette action : inscrite au journal d’audit avec son auteur.',
  }),
});

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

export const jobSchema = z
  .object({
    id: z.string().meta({ description: 'Identifiant de la tâche (entier en texte).' }),
    kind: z.string().meta({ example: 'transaction.poll' }),
    reference: z
      .string()
      .nullable()
      .meta({ description: 'La transaction que la tâche concerne, quand elle en concerne une.' }),
    status: z.enum(JOB_STATUSES),
    attempts: z.int().min(0),
    lastError: z.string().nullable(),
    runAt: epochMsSchema,
    finishedAt: epochMsSchema.nullable().meta({
      description: 'Quand elle a abouti, échoué pour de bon ou été annulée ; null tant qu’elle vit.',
    }),
    createdAt: epochMsSchema,
  })
  .meta({ id: 'Job' });

export const deadJobsSchema = z.object({ data: z.array(jobSchema), next: nextCursorSchema });

export const STUCK_STAGES = ['collection', 'verification', 'delivery', 'blocked', 'paidAfterExpiry'] as const;

export const stuckTransactionSchema = historyItemSchema
  .extend({
    statusCode: z.int(),
    message: z.string().nullable(),
    finished: z.boolean(),
    stage: z.enum(STUCK_STAGES).meta({
      description:
        'collection : pas encore payé (201 à 204) ; verification : payé, vérification en attente (230, 232) ; delivery : livraison en cours (231) ; blocked : bloqué par la vérification (235) ; paidAfterExpiry : expiré (451) puis payé chez le prestataire, une personne doit décider.',
    }),
    since: epochMsSchema.meta({ description: 'Depuis quand il attend à cette étape.' }),
    deadline: epochMsSchema.meta({ description: 'Quand cette étape aurait dû finir.' }),
    waitingMs: z.int().min(0).meta({ description: 'Depuis combien de temps il attend à cette étape (ms).' }),
    liveJob: z.boolean().meta({ description: 'Une tâche en file ou en cours le fait avancer.' }),
    paidAfterExpiryAt: epochMsSchema.nullable(),
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
