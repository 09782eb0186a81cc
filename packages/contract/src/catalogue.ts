import { LEVEL_MONTHLY_DEFAULTS, OPERATOR_IDS } from '@1xpay/domain';
import * as z from 'zod';
import {
  countryCodeSchema,
  decimalSchema,
  epochMsSchema,
  MESSAGE_KEYS,
  minorAmountSchema,
  mobileMoneyOperatorIdSchema,
  operationTypeSchema,
  operatorIdSchema,
  safeLinkSchema,
  shortTextSchema,
  uniqueBy,
  uuidSchema,
} from './common.ts';

// The catalogue (the API's catalogue/): what the master admin configures (fees, addresses, ads, forecasts, rates,
// the operators of each country and their limits), the pictures those documents show, and the four-eyes policy
// with the changes it holds for a second admin.

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
    // A card is paid on the processor's page and a bank transfer by PI-SPI: neither has an account to show.
    operator: mobileMoneyOperatorIdSchema,
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

// The operators of each country and the amounts they take (GET and POST /api/operators).

/** How money is delivered to an operator's customers (decision 061): by an agent, or by the processor's payout. */
export const DELIVERY_CHANNELS = ['agent', 'payout'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

const operatorLimitFields = {
  id: operatorIdSchema,
  enabled: z.boolean().default(true),
  minAmount: minorAmountSchema.meta({ description: 'Montant minimal, en unités mineures.' }),
  maxAmount: minorAmountSchema.meta({ description: 'Montant maximal, en unités mineures.' }),
  delivery: z.enum(DELIVERY_CHANNELS).default('agent').meta({
    description:
      'Comment l’argent d’un transfert ou d’un retrait vers cet opérateur est remis : `agent` (la file des opérations, par défaut) ou `payout` (le paiement sortant du prestataire, là où il le permet ; sinon, un agent).',
  }),
};

/** An operator in a country, with the amounts it accepts (§8: 410 below the minimum, 411 above the maximum). */
export const operatorLimitSchema = z
  .object(operatorLimitFields)
  .refine((limit) => limit.minAmount <= limit.maxAmount, {
    message: MESSAGE_KEYS.rangeInverted,
    path: ['maxAmount'],
  })
  .meta({ id: 'OperatorLimit' });

/** The operators configuration of one country, made of `operator` entries. */
function countryOperatorsOf<T extends z.ZodType<{ id: string }>>(operator: T) {
  return z.object({
    country: countryCodeSchema,
    currency: z.string().trim().toUpperCase().length(3),
    operators: z
      .array(operator)
      .min(1)
      .max(10)
      .refine(...uniqueBy((entry: { id: string }) => entry.id)),
  });
}

export const countryOperatorsSchema = countryOperatorsOf(operatorLimitSchema).meta({
  id: 'CountryOperators',
});

/**
 * The limits on what one account may start (issue 31): each payment asks a stranger's phone for approval and is
 * followed until its deadline, so no account may multiply that work. Past one, the payment is refused in 429.
 */
export const PAYMENT_LIMIT_BOUNDS = {
  maxWaitingPayments: { min: 1, max: 20, default: 3 },
  maxPaymentsPerHour: { min: 1, max: 200, default: 20 },
  maxPayerNumbersPerDay: { min: 1, max: 20, default: 3 },
} as const;

const limitField = (name: keyof typeof PAYMENT_LIMIT_BOUNDS, description: string) => {
  const bounds = PAYMENT_LIMIT_BOUNDS[name];
  return z.int().min(bounds.min).max(bounds.max).default(bounds.default).meta({ description });
};

const paymentLimitFields = {
  maxWaitingPayments: limitField(
    'maxWaitingPayments',
    'Paiements d’un même compte en attente de validation à la fois (1 à 20, 3 par défaut) ; au-delà, 429.',
  ),
  maxPaymentsPerHour: limitField(
    'maxPaymentsPerHour',
    'Paiements créés par un même compte sur une heure glissante (1 à 200, 20 par défaut) ; au-delà, 429.',
  ),
  maxPayerNumbersPerDay: limitField(
    'maxPayerNumbersPerDay',
    'Numéros payeurs différents pour un même compte sur 24 h glissantes (1 à 20, 3 par défaut) ; au-delà, 429.',
  ),
};

/** The configuration of every country, made of `country` entries, and the verification limits. */
function operatorsConfigOf<T extends z.ZodType<{ country: string }>>(country: T) {
  return z.object({
    countries: z
      .array(country)
      .max(300)
      .refine(...uniqueBy((entry: { country: string }) => entry.country)),
    maxFailedPaymentsPerDay: z
      .int()
      .min(1)
      .max(1000)
      .default(5)
      .meta({ description: '§8 413 : échecs tolérés en 24 h.' }),
    beneficiaryMonthlyMax: minorAmountSchema
      .default(5_000_000)
      .meta({ description: '§8 409 : montant maximal reçu par un bénéficiaire sur 30 jours.' }),
    senderDailyMax: minorAmountSchema.default(5_000_000).meta({
      description:
        'Règle de vérification « plafonds » : montant payé par un client sur 24 h (dans la devise du paiement) au-delà duquel un paiement encaissé est bloqué (235).',
    }),
    ...paymentLimitFields,
    level1MonthlyMax: minorAmountSchema.default(LEVEL_MONTHLY_DEFAULTS[1]).meta({
      description:
        'Niveau 1 (téléphone vérifié) : montant total des paiements d’un compte sur un mois civil, en F CFA (XOF et XAF comptés ensemble, les autres devises converties au taux du catalogue) ; au-delà, 422 `level_limit_reached`.',
    }),
    level2MonthlyMax: minorAmountSchema.default(LEVEL_MONTHLY_DEFAULTS[2]).meta({
      description:
        'Niveau 2 (identité vérifiée sur pièces) : montant total des paiements d’un compte sur un mois civil, en F CFA.',
    }),
  });
}

/** Where and how money can move: the operators of each country and the verification limits. */
export const operatorsConfigSchema = operatorsConfigOf(countryOperatorsSchema).meta({
  id: 'OperatorsConfig',
});
export type OperatorsConfig = z.infer<typeof operatorsConfigSchema>;

/** An operator as GET /api/operators lists it: its configuration, and whether customers can pay with it now. */
export const offeredOperatorSchema = z
  .object({
    ...operatorLimitFields,
    offered: z.boolean().meta({
      description:
        'Proposé aux clients : activé, et pris en charge dans ce pays par le prestataire de paiement configuré. Calculé à la lecture ; ignoré à l’envoi.',
    }),
    payoutAvailable: z.boolean().meta({
      description:
        'Le prestataire configuré peut payer vers cet opérateur (paiements sortants activés) : `delivery: payout` n’a d’effet que là. Calculé à la lecture ; ignoré à l’envoi.',
    }),
  })
  .meta({ id: 'OfferedOperator' });

/**
 * GET /api/operators (and the answer to its POST): the configuration as stored, each operator saying whether it is
 * offered. The POST takes the same document back (`offered` is ignored there).
 */
export const offeredOperatorsSchema = operatorsConfigOf(
  countryOperatorsOf(offeredOperatorSchema).meta({ id: 'CountryOfferedOperators' }),
).meta({ id: 'OfferedOperators' });
export type OfferedOperators = z.infer<typeof offeredOperatorsSchema>;

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

/**
 * What waits for a second admin while the policy is on: a change of the fees, the rates or the operators, turning
 * the policy off, a change of an admin's rights (decision 046), and a failed refund recorded as paid outside the
 * system (decision 042).
 */
export const PENDING_CHANGE_KINDS = [
  'fees',
  'rates',
  'operators',
  'fourEyes',
  'adminRights',
  'refundOutside',
] as const;
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
    subject: z.string().nullable().meta({
      description:
        'Ce que la modification concerne au-delà de son type : l’administrateur dont les droits changent (uuid), la transaction dont le remboursement est réglé hors du système (référence) ; null pour un document.',
    }),
    subjectName: z.string().nullable().meta({ description: 'Le nom de cet administrateur (null sinon).' }),
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

/**
 * POST /api/pictures takes a multipart/form-data body whose `picture` part is the file: the platform's FormData,
 * typed by the one method the contract needs to tell it from JSON (it builds without DOM or Node types).
 */
export type MultipartBody = { append(name: string, value: never, fileName?: string): void };
export const pictureBodySchema = z.custom<MultipartBody>(
  (value) => typeof value === 'object' && value !== null && 'append' in value,
);

export const pictureResponseSchema = z.object({
  data: z.string().meta({
    description: 'Chemin de l’image ; son URL est /1xpay/api/{chemin}.',
    example: 'pictures/4d1c….webp',
  }),
});

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
