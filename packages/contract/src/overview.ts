import * as z from 'zod';
import { countryCodeSchema, epochMsSchema, minorAmountSchema } from './common.ts';

// The master admin's overview of the payments (decision 030): figures counted by the database over a range of
// days, and what waits for a person now.

/** The longest range of days the overview counts over (a year, leap day included). */
export const OVERVIEW_MAX_DAYS = 366;
/** The range the overview counts over when none is given: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;

const daySchema = z.iso.date().meta({ description: 'Un jour (UTC), AAAA-MM-JJ.', example: '2026-11-25' });

export const overviewQuerySchema = z.object({
  from: daySchema.optional().meta({
    description: `Premier jour compté (UTC), inclus ; par défaut ${OVERVIEW_DEFAULT_DAYS - 1} jours avant \`to\`.`,
  }),
  to: daySchema
    .optional()
    .meta({ description: 'Dernier jour compté (UTC), inclus ; par défaut aujourd’hui.' }),
  country: countryCodeSchema.optional().meta({ description: 'Seulement les paiements de ce pays.' }),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

/** A sum of amounts in one currency, integer minor units. */
export const currencyAmountSchema = z.object({
  currency: z.string().meta({ example: 'XOF' }),
  amount: minorAmountSchema.meta({ description: 'Somme des montants, en unités mineures.' }),
  succeededAmount: minorAmountSchema.meta({
    description: 'Somme des montants des paiements réussis (200), en unités mineures.',
  }),
});

/** Counts of a set of payments: all of them, those finished, those that succeeded (200). */
const countsShape = {
  count: z.int().min(0).meta({ description: 'Paiements créés.' }),
  finished: z.int().min(0).meta({ description: 'Paiements terminés (réussis ou en erreur).' }),
  succeeded: z.int().min(0).meta({ description: 'Paiements réussis (200).' }),
  successRate: z.number().min(0).max(1).nullable().meta({
    description: 'Réussis ÷ terminés (0 à 1, 4 décimales) ; null sans paiement terminé.',
  }),
  volumes: z.array(currencyAmountSchema).meta({ description: 'Par devise.' }),
};

export const overviewSchema = z
  .object({
    from: daySchema,
    to: daySchema,
    country: z.string().nullable(),
    totals: z.object(countsShape),
    days: z
      .array(z.object({ day: daySchema, ...countsShape }))
      .meta({ description: 'Chaque jour de la période, dans l’ordre, même sans paiement.' }),
    byCountry: z.array(z.object({ country: z.string(), ...countsShape })),
    byOperator: z.array(z.object({ operator: z.string(), ...countsShape })),
    blocked: z
      .object({
        count: z.int().min(0),
        volumes: z.array(z.object({ currency: z.string(), amount: minorAmountSchema })),
        oldestSince: epochMsSchema.nullable(),
      })
      .meta({
        description: 'Maintenant : les paiements bloqués (235) en attente de la décision du principal.',
      }),
    stuck: z.object({ count: z.int().min(0) }).meta({
      description: 'Maintenant : les paiements à regarder (la liste de /admin/transactions/stuck).',
    }),
    waitingPerAgent: z
      .array(
        z.object({
          adminId: z.uuid(),
          firstName: z.string(),
          lastName: z.string(),
          isMaster: z.boolean(),
          count: z.int().min(0),
          oldestSince: epochMsSchema,
        }),
      )
      .meta({
        description:
          'Maintenant : les opérations en attente de chaque agent, la plus ancienne attente d’abord.',
      }),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof overviewSchema>;
