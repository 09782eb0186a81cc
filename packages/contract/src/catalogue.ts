import { OPERATOR_IDS } from '@1xpay/domain';
import * as z from 'zod';
import {
  countryCodeSchema,
  decimalSchema,
  epochMsSchema,
  MESSAGE_KEYS,
  minorAmountSchema,
  operationTypeSchema,
  operatorIdSchema,
  safeLinkSchema,
  shortTextSchema,
  uniqueBy,
} from './common.ts';

// Configuration documents the master admin edits. Each POST replaces the whole document, and the matching GET
// returns exactly what the last accepted POST stored (after normalisation: trimmed text, upper-case countries).

const idSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .meta({ description: 'Identifiant stable choisi par le tableau de bord.' });

/** A list of items with ids; a repeated id is reported on the repeating item's `id` field. */
function listOf<T extends z.ZodType<{ id: string }>>(item: T, max: number) {
  return z
    .array(item)
    .max(max)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach(({ id }, index) => {
        if (seen.has(id))
          context.addIssue({ code: 'custom', message: MESSAGE_KEYS.duplicateId, path: [index, 'id'] });
        seen.add(id);
      });
    });
}

const anyCountry = z.union([z.literal('*'), countryCodeSchema]);
const anyOperator = z.enum(['*', ...OPERATOR_IDS]);

export const feeRuleSchema = z
  .object({
    type: operationTypeSchema,
    country: anyCountry.meta({ description: 'Pays (ISO alpha-2) ou « * » pour tous.' }),
    operator: anyOperator.meta({ description: 'Opérateur ou « * » pour tous.' }),
    percent: decimalSchema(4).meta({
      description: 'Pourcentage du montant, décimal exact : « 1.5 » = 1,5 %.',
    }),
    fixed: minorAmountSchema.meta({ description: 'Part fixe, en unités mineures de la devise.' }),
    currency: z.string().trim().toUpperCase().length(3).default('XOF'),
  })
  .meta({ id: 'FeeRule' });

export const feesSchema = z
  .object({
    fees: z.array(feeRuleSchema).max(500).meta({ description: 'Frais facturés au client.' }),
    processorFees: z.array(feeRuleSchema).max(500).meta({ description: 'Frais payés au processeur.' }),
  })
  .meta({ id: 'Fees' });
export type Fees = z.infer<typeof feesSchema>;

export const depositAddressSchema = z
  .object({
    id: idSchema,
    country: countryCodeSchema,
    operator: operatorIdSchema,
    label: shortTextSchema(80).meta({ description: 'Nom affiché, ex. « Orange Money Bénin ».' }),
    accountNumber: shortTextSchema(64).meta({ description: 'Numéro ou compte où le client paie.' }),
    accountName: shortTextSchema(120),
    instructions: z.string().trim().max(1000).default(''),
    active: z.boolean().default(true),
  })
  .meta({ id: 'DepositAddress' });
export const addressesSchema = listOf(depositAddressSchema, 500);
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const pubSchema = z
  .object({
    id: idSchema,
    title: shortTextSchema(120),
    picture: shortTextSchema(512).meta({
      description: 'Chemin rendu par POST /api/pictures (servi sous /1xpay/api/…).',
    }),
    link: safeLinkSchema,
    active: z.boolean().default(true),
  })
  .meta({ id: 'Pub' });
export const pubsSchema = listOf(pubSchema, 100);

export const pronosticSchema = z
  .object({
    id: idSchema,
    competition: shortTextSchema(120),
    homeTeam: shortTextSchema(80),
    awayTeam: shortTextSchema(80),
    startsAt: epochMsSchema,
    prediction: shortTextSchema(200),
    odds: decimalSchema(2).meta({ description: 'Cote, décimal exact : « 1.85 ».' }),
    active: z.boolean().default(true),
  })
  .meta({ id: 'Pronostic' });
export const pronosticsSchema = listOf(pronosticSchema, 200);

export const countryRateSchema = z
  .object({
    countryCode: countryCodeSchema,
    currency: z.string().trim().toUpperCase().length(3),
    rate: decimalSchema(10).meta({
      description: 'Unités de la devise du pays pour 1 XOF, décimal exact : « 0.0195 ».',
    }),
  })
  .meta({ id: 'CountryRate' });

export const ratesSchema = z
  .object({
    countries: z
      .array(countryRateSchema)
      .max(300)
      .refine(...uniqueBy((rate: { countryCode: string }) => rate.countryCode)),
  })
  .meta({ id: 'Rates' });
export type Rates = z.infer<typeof ratesSchema>;
