import * as z from 'zod';
import { epochMsSchema, minorAmountSchema } from './common.ts';

/**
 * The money rule's reconciliation (decision 044): once money is collected, the transaction ends delivered or
 * refunded. What is missing for a transaction that breaks it.
 */
export const MONEY_RULE_BREAK_KINDS = [
  'not_refunded',
  'refund_stuck',
  'refund_failed',
  'paid_after_end',
] as const;
export type MoneyRuleBreakKind = (typeof MONEY_RULE_BREAK_KINDS)[number];

export const moneyRuleBreakSchema = z
  .object({
    transactionReference: z.string(),
    kind: z.enum(MONEY_RULE_BREAK_KINDS).meta({
      description:
        'not_refunded : encaissé, ni livré ni remboursé, aucun remboursement ouvert ; refund_stuck : remboursement en cours au-delà de sa fenêtre de nouvelles tentatives ; refund_failed : remboursement refusé pour de bon par le prestataire, à payer à la main ; paid_after_end : payé chez le prestataire après la fin de la transaction, ni comptabilisé ni remboursé.',
    }),
    type: z.string(),
    statusCode: z.int(),
    currency: z.string(),
    collected: minorAmountSchema.meta({ description: 'Encaissé (montant et frais), en unités mineures.' }),
    delivered: minorAmountSchema.meta({ description: 'Livré (montant et frais), en unités mineures.' }),
    refunded: minorAmountSchema.meta({ description: 'Remboursé, en unités mineures.' }),
    foundAt: epochMsSchema.meta({ description: 'Première vérification qui l’a trouvée.' }),
  })
  .meta({ id: 'MoneyRuleBreak' });

export const moneyRuleBreaksSchema = z
  .object({
    data: z.array(moneyRuleBreakSchema).meta({ description: 'Les plus anciennes d’abord, 200 au plus.' }),
    total: z.int().min(0),
    checkedAt: epochMsSchema
      .nullable()
      .meta({ description: 'Fin de la dernière vérification ; null tant qu’aucune n’a tourné.' }),
  })
  .meta({ id: 'MoneyRuleBreaks' });
