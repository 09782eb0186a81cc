import { OPERATION_TYPES } from '@1xpay/domain';
import { z } from 'zod';
import { countryCodeSchema, MESSAGE_KEYS, minorAmountSchema, operatorIdSchema } from './common.ts';

/** An operator in a country, with the amounts it accepts (§8: 410 below the minimum, 411 above the maximum). */
export const operatorLimitSchema = z
  .object({
    id: operatorIdSchema,
    enabled: z.boolean().default(true),
    minAmount: minorAmountSchema.meta({ description: 'Montant minimal, en unités mineures.' }),
    maxAmount: minorAmountSchema.meta({ description: 'Montant maximal, en unités mineures.' }),
  })
  .refine((limit) => limit.minAmount <= limit.maxAmount, {
    message: MESSAGE_KEYS.rangeInverted,
    path: ['maxAmount'],
  })
  .meta({ id: 'OperatorLimit' });

export const countryOperatorsSchema = z
  .object({
    country: countryCodeSchema,
    currency: z.string().trim().toUpperCase().length(3),
    operators: z
      .array(operatorLimitSchema)
      .min(1)
      .max(10)
      .refine((operators) => new Set(operators.map((o) => o.id)).size === operators.length, {
        message: MESSAGE_KEYS.duplicateId,
      }),
  })
  .meta({ id: 'CountryOperators' });

/** Where and how money can move: the operators of each country and the verification limits. */
export const operatorsConfigSchema = z
  .object({
    countries: z
      .array(countryOperatorsSchema)
      .max(300)
      .refine((countries) => new Set(countries.map((c) => c.country)).size === countries.length, {
        message: MESSAGE_KEYS.duplicateId,
      }),
    maxFailedPaymentsPerDay: z
      .int()
      .min(1)
      .max(1000)
      .default(5)
      .meta({ description: '§8 413 : échecs tolérés en 24 h.' }),
    beneficiaryMonthlyMax: minorAmountSchema
      .default(5_000_000)
      .meta({ description: '§8 409 : montant maximal reçu par un bénéficiaire sur 30 jours.' }),
  })
  .meta({ id: 'OperatorsConfig' });
export type OperatorsConfig = z.infer<typeof operatorsConfigSchema>;

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
