import * as z from 'zod';
import { epochMsSchema, shortTextSchema } from './common.ts';
import { nextCursorSchema, oldestFirstPageQuery } from './page-query.ts';

// The jobs that failed for good ("dead"), whatever their kind, as the master admin lists them and re-queues or
// cancels each (the API's jobs/dead/). Decision record 018.

/** Pages of dead jobs: the cursor names a time and a job id. */
export const deadJobsPageQuerySchema = z.object(oldestFirstPageQuery(/\d{1,18}/));

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
