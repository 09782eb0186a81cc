import * as z from 'zod';
import {
  countryCodeSchema,
  epochMsSchema,
  minorAmountSchema,
  shortTextSchema,
  userAuthenticationStatusSchema,
  uuidSchema,
} from './common.ts';
import { nextCursorSchema, oldestFirstPageQuery } from './page-query.ts';

export { IDENTITY_FILE_LIMITS } from './limits.ts';

/**
 * Identity levels, documents and their review (issue 34; decisions 057 and 058). A customer sends a national identity
 * card (both sides) or a passport (its photo page) and a selfie; an agent of their country (or the master) accepts
 * them (level 2), sends them back with a reason, or rejects them.
 */

export const IDENTITY_DOCUMENT_KINDS = ['idCard', 'passport'] as const;
export const identityDocumentKindSchema = z.enum(IDENTITY_DOCUMENT_KINDS).meta({
  description:
    '`idCard` : carte nationale d’identité (recto et verso) ; `passport` : passeport (page de la photo).',
});
export type IdentityDocumentKind = z.infer<typeof identityDocumentKindSchema>;

export const IDENTITY_SIDES = ['front', 'back', 'selfie'] as const;
export const identitySideSchema = z.enum(IDENTITY_SIDES);
export type IdentitySide = z.infer<typeof identitySideSchema>;

export const SUBMISSION_STATES = ['waiting', 'accepted', 'moreInfo', 'rejected'] as const;
export const submissionStateSchema = z.enum(SUBMISSION_STATES).meta({
  description:
    '`waiting` : en attente d’examen ; `accepted` : identité vérifiée ; `moreInfo` : renvoyé avec un motif, à compléter ; `rejected` : refusé.',
});
export type SubmissionState = z.infer<typeof submissionStateSchema>;

export const identityLevelSchema = z.union([z.literal(1), z.literal(2)]);

/** What an account may still pay this month at its level. */
export const levelLimitSchema = z
  .object({
    level: identityLevelSchema,
    monthlyMax: minorAmountSchema.meta({ description: 'Plafond du mois, en F CFA.' }),
    used: z.int().min(0).meta({ description: 'Déjà payé ce mois-ci (en cours ou réussi), en F CFA.' }),
    left: z.int().min(0).meta({ description: 'Ce qui reste à payer ce mois-ci, en F CFA.' }),
    currency: z.literal('XOF'),
    resetsAt: epochMsSchema.meta({
      description: 'Le début du mois suivant (minuit UTC), quand le compte repart à zéro.',
    }),
  })
  .meta({ id: 'LevelLimit' });
export type LevelLimit = z.infer<typeof levelLimitSchema>;

export const submissionSummarySchema = z
  .object({
    id: uuidSchema,
    documentKind: identityDocumentKindSchema,
    state: submissionStateSchema,
    submittedAt: epochMsSchema,
    decidedAt: epochMsSchema.nullable(),
    reason: z.string().nullable().meta({ description: 'Le motif donné au client (renvoi, refus).' }),
  })
  .meta({ id: 'IdentitySubmission' });
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** GET /api/identity: the customer's status, level, what is left this month, and the way up. */
export const identitySchema = z.object({
  data: z.object({
    status: userAuthenticationStatusSchema,
    statusReason: z.string().nullable().meta({
      description: 'Ce que le client doit savoir de son statut : pièces à compléter, paiements suspendus.',
    }),
    limit: levelLimitSchema,
    nextLevel: z
      .object({ level: z.literal(2), monthlyMax: minorAmountSchema })
      .nullable()
      .meta({ description: 'Le niveau suivant et son plafond ; null au niveau 2.' }),
    canSendDocuments: z.boolean(),
    submission: submissionSummarySchema.nullable().meta({ description: 'Le dernier envoi de pièces.' }),
  }),
});
export type Identity = z.infer<typeof identitySchema>['data'];

/** POST /api/identity/documents: a multipart form (fields `documentKind`, then files `front`, `back`, `selfie`). */
export const identityDocumentsBodySchema = z.custom<{ append(name: string, value: unknown): void }>(
  (value) => typeof value === 'object' && value !== null && 'append' in value,
);

/** The review queue: customers whose documents wait, oldest first. */
const REVIEW_CURSOR = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
export const reviewQueueQuerySchema = z.object({
  ...oldestFirstPageQuery(REVIEW_CURSOR),
  country: countryCodeSchema.optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z
  .object({
    id: uuidSchema.meta({ description: 'L’envoi de pièces.' }),
    userUuid: uuidSchema,
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    country: z.string(),
    userAuthenticationStatus: userAuthenticationStatusSchema,
    documentKind: identityDocumentKindSchema,
    submittedAt: epochMsSchema,
    earlierSubmissions: z
      .int()
      .min(0)
      .meta({ description: 'Envois précédents de ce client (renvoyés ou refusés).' }),
  })
  .meta({ id: 'ReviewQueueItem' });
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueSchema = z.object({
  data: z.array(reviewQueueItemSchema),
  next: nextCursorSchema,
  waiting: z
    .int()
    .min(0)
    .meta({ description: 'Envois en attente que l’appelant peut examiner (filtre de pays compris).' }),
});

export const identityFileSchema = z
  .object({
    id: uuidSchema,
    side: identitySideSchema,
    contentType: z.string(),
    size: z.int().min(0),
    width: z.int().min(0),
    height: z.int().min(0),
    purged: z
      .boolean()
      .meta({ description: 'Supprimée par la règle de conservation : l’image n’est plus servie.' }),
  })
  .meta({ id: 'IdentityFile' });
export type IdentityFile = z.infer<typeof identityFileSchema>;

/** GET /admin/identity/reviews/:id: the documents beside the account's details. */
export const reviewDetailSchema = z.object({
  data: z.object({
    submission: submissionSummarySchema.extend({
      decidedByName: z.string().nullable(),
      files: z.array(identityFileSchema),
    }),
    customer: z.object({
      userUuid: uuidSchema,
      firstName: z.string(),
      lastName: z.string(),
      phoneNumber: z.string(),
      email: z.string(),
      country: z.string(),
      accountId1xBet: z.string().nullable(),
      registeredAt: epochMsSchema,
      userAuthenticationStatus: userAuthenticationStatusSchema,
      statusReason: z.string().nullable(),
      limit: levelLimitSchema,
    }),
    earlier: z
      .array(submissionSummarySchema)
      .meta({ description: 'Les envois précédents, du plus récent au plus ancien.' }),
  }),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>['data'];

const customerReasonSchema = shortTextSchema(500).meta({
  description: 'Le motif, montré au client dans l’application et inscrit au journal d’audit.',
});

export const acceptDocumentsBodySchema = z.object({
  note: shortTextSchema(500).optional().meta({ description: 'Note interne, inscrite au journal d’audit.' }),
});
export const sendBackDocumentsBodySchema = z.object({ reason: customerReasonSchema });
export const rejectDocumentsBodySchema = z.object({ reason: customerReasonSchema });

export const reviewDecisionSchema = z.object({
  data: z.object({
    submission: submissionSummarySchema,
    userAuthenticationStatus: userAuthenticationStatusSchema,
  }),
});

/** POST /admin/users/:uuid/suspend and /resume: payments of a customer stopped, or allowed again, with a reason. */
export const suspendBodySchema = z.object({ reason: customerReasonSchema });
export const resumeBodySchema = z.object({
  reason: shortTextSchema(500).meta({ description: 'Pourquoi : inscrit au journal d’audit.' }),
});
export const suspensionSchema = z.object({
  data: z.object({
    userUuid: uuidSchema,
    userAuthenticationStatus: userAuthenticationStatusSchema,
    statusReason: z.string().nullable(),
  }),
});

export const identityFileParamsSchema = z.object({ id: uuidSchema });
