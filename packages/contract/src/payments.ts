import { OPERATION_TYPES } from '@1xpay/domain';
import * as z from 'zod';
import { countryCodeSchema, MESSAGE_KEYS, minorAmountSchema, operatorIdSchema, uniqueBy } from './common.ts';

const operatorLimitFields = {
  id: operatorIdSchema,
  enabled: z.boolean().default(true),
  minAmount: minorAmountSchema.meta({ description: 'Montant minimal, en unités mineures.' }),
  maxAmount: minorAmountSchema.meta({ description: 'Montant maximal, en unités mineures.' }),
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

const integerText = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform((value) => BigInt(value))
  .meta({ description: 'Montant en unités mineures (entier).', example: '10000' });

export const quoteQuerySchema = z.object({
  type: z.enum(OPERATION_TYPES),
  country: countryCodeSchema,
  operator: operatorIdSchema,
  amount: integerText,
  beneficiaryCountry: countryCodeSchema.optional(),
});

export const quoteSchema = z
  .object({
    amount: minorAmountSchema,
    fees: minorAmountSchema,
    total: minorAmountSchema,
    currency: z.string(),
    rate: z
      .string()
      .optional()
      .meta({ description: 'Unités de la devise du bénéficiaire pour 1 unité de `currency`.' }),
    receivedAmount: minorAmountSchema.optional(),
    receivedCurrency: z.string().optional(),
  })
  .meta({ id: 'Quote' });

/** A payment refused by the rules of §8: the catalogue code and its message in the caller's language. */
export const paymentRefusalSchema = z
  .object({
    error: z.literal('payment_refused'),
    statusCode: z.int().meta({ description: 'Code du catalogue §8 (402, 410, 462…).' }),
    message: z.string(),
  })
  .meta({ id: 'PaymentRefusal' });

/** POST /api/transactions. Numbers are checked by the server against §8 (402, 403, 406), not rejected as 400. */
export const createTransactionBodySchema = z.object({
  type: z.enum(OPERATION_TYPES),
  country: countryCodeSchema,
  operator: operatorIdSchema,
  payerPhone: z.string().trim().min(1).max(32).meta({ description: 'Le numéro mobile money qui paie.' }),
  amount: z
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .meta({ description: 'Montant en unités mineures (entier ; XOF : francs).' }),
  accountId1xBet: z
    .string()
    .trim()
    .regex(/^\d{4,20}$/)
    .optional()
    .meta({ description: 'Compte de paris crédité (dépôt) ; par défaut celui du profil.' }),
  beneficiaryPhone: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .meta({ description: 'Bénéficiaire (transfert).' }),
  beneficiaryCountry: countryCodeSchema.optional(),
});
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .meta({
      description:
        'Clé choisie par le client (UUID conseillé) : rejouer la même requête ne crée rien de plus.',
    }),
});

export const createdTransactionSchema = z
  .object({
    reference: z.string(),
    statusCode: z.int(),
    message: z.string().nullable(),
    finished: z.boolean(),
  })
  .meta({ id: 'CreatedTransaction' });

/** POST /webhooks/{processor}: received (or already received: `duplicate`). */
export const webhookAckSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'WebhookAck' });

/** GET /api/ledger/balances: each account's balance per currency, on its normal side. */
export const ledgerBalancesSchema = z.object({
  data: z.array(z.object({ account: z.string(), currency: z.string(), balance: z.int() })),
});
