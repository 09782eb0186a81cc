import * as z from 'zod';
import { epochMsSchema, MESSAGE_KEYS, uuidSchema } from './common.ts';
import { pageQueryShape } from './page-query.ts';

/** The audit log's filters (GET /api/audit and its export). */
/** 9999-12-31T23:59:59.999Z: a later instant is no date a person means (and no date the database takes). */
const LAST_MS = 253_402_300_799_999;

const auditFilterShape = {
  actor: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'Auteur : son uuid, ou un texte contenu dans son nom ou son e-mail.' }),
  action: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .meta({ description: 'Action exacte (user.lock…), ou un préfixe terminé par un point (user.).' }),
  target: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'Texte contenu dans la cible (user:uuid, une référence…).' }),
  from: z.coerce.number().int().min(0).max(LAST_MS).optional().meta({ description: 'Depuis (ms, inclus).' }),
  to: z.coerce.number().int().min(0).max(LAST_MS).optional().meta({ description: 'Jusqu’à (ms, exclu).' }),
};

/** An end before the start selects nothing: refused, named on `to`. */
const ordered = [
  (filter: { from?: number | undefined; to?: number | undefined }) =>
    filter.from === undefined || filter.to === undefined || filter.from <= filter.to,
  { message: MESSAGE_KEYS.rangeInverted, path: ['to'] },
] as const satisfies [unknown, { message: string; path: string[] }];

export const auditFilterSchema = z.object(auditFilterShape).refine(...ordered);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = z
  .object({
    ...auditFilterShape,
    ...pageQueryShape({
      before: { pattern: /^\d{1,18}$/, description: 'Curseur : rend les entrées plus anciennes que cet id.' },
    }),
  })
  .refine(...ordered);

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorId: uuidSchema.nullable(),
    action: z.string(),
    target: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    at: epochMsSchema,
    actorName: z.string().nullable().meta({ description: 'Prénom et nom de l’auteur ; null sans auteur.' }),
    targetName: z.string().nullable().meta({
      description: 'Prénom et nom de l’utilisateur visé quand la cible est « user:<uuid> » ; null sinon.',
    }),
  })
  .meta({ id: 'AuditEntry' });

export const auditResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  nextBefore: z.string().nullable(),
});
