import * as z from 'zod';
import { epochMsSchema, shortTextSchema, uuidSchema } from './common.ts';

// Four-eyes (decision 028): a policy the master turns on; while it is on, a change to the fees, the rates or the
// operators and their limits waits for a second admin's approval instead of applying at once.

export const fourEyesPolicySchema = z
  .object({
    enabled: z
      .boolean()
      .meta({ description: 'Vrai : les frais, taux et limites attendent une seconde approbation.' }),
    updatedAt: epochMsSchema
      .nullable()
      .meta({ description: 'Dernier changement de la règle (null : jamais).' }),
  })
  .meta({ id: 'FourEyesPolicy' });
export type FourEyesPolicy = z.infer<typeof fourEyesPolicySchema>;

export const fourEyesBodySchema = z.object({ enabled: z.boolean() });

/** The documents a change of which waits for a second admin while the policy is on. */
export const PENDING_CHANGE_KINDS = ['fees', 'rates', 'operators'] as const;
export type PendingChangeKind = (typeof PENDING_CHANGE_KINDS)[number];
export const PENDING_CHANGE_STATES = ['pending', 'approved', 'rejected', 'superseded'] as const;

export const changedFieldSchema = z
  .object({
    path: z.string().meta({ description: 'Chemin du champ, par exemple « fees.0.percent ».' }),
    before: z.unknown().optional().meta({ description: 'Valeur avant (absente : champ ajouté).' }),
    after: z.unknown().optional().meta({ description: 'Valeur proposée (absente : champ retiré).' }),
  })
  .meta({ id: 'ChangedField' });
export type ChangedField = z.infer<typeof changedFieldSchema>;

export const pendingChangeSchema = z
  .object({
    id: uuidSchema,
    kind: z.enum(PENDING_CHANGE_KINDS),
    state: z.enum(PENDING_CHANGE_STATES),
    proposed: z.unknown().meta({ description: 'Le document proposé, tel qu’il serait enregistré.' }),
    basedOn: z
      .unknown()
      .meta({ description: 'Le document en vigueur quand la modification a été proposée.' }),
    diff: z.array(changedFieldSchema).meta({ description: 'Les champs qui changent : avant et proposé.' }),
    stale: z.boolean().meta({
      description:
        'Vrai : le document en vigueur a changé depuis la proposition ; elle ne peut plus être approuvée.',
    }),
    proposedBy: uuidSchema,
    proposedByName: z.string(),
    proposedAt: epochMsSchema,
    decidedBy: uuidSchema.nullable(),
    decidedAt: epochMsSchema.nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'PendingChange' });
export type PendingChange = z.infer<typeof pendingChangeSchema>;

export const pendingChangesQuerySchema = z.object({
  state: z.enum(PENDING_CHANGE_STATES).default('pending'),
});

export const pendingChangesSchema = z.object({ data: z.array(pendingChangeSchema) });
export const pendingChangeResponseSchema = z.object({ data: pendingChangeSchema });

export const rejectChangeBodySchema = z.object({
  reason: shortTextSchema(500).meta({ description: 'Pourquoi la modification est refusée.' }),
});
