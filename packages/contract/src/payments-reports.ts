import { PAYMENT_METHODS } from '@1xpay/domain';
import * as z from 'zod';
import {
  countryCodeSchema,
  daySchema,
  epochMsSchema,
  MESSAGE_KEYS,
  minorAmountSchema,
  oneCursor,
  operationTypeSchema,
  operatorIdSchema,
  uuidSchema,
} from './common.ts';
import { keysetCursor, nextCursorSchema, pageQueryShape, previousCursorSchema } from './page-query.ts';
import { deliveryPayoutSchema, historyItemSchema, OPERATION_STATUSES, statusStepSchema } from './payments.ts';
import { STUCK_STAGES } from './payments-collection.ts';

// Reports on payments (the API's payments/reports/): the dashboard's transactions, the master admin's overview and
// the ledger's balances.

// The dashboard's transactions: a search over every transaction the admin may see, newest first, a page at a time,
// the same selection exported as CSV, and one transaction's full detail (decision record 026).

/** §4's classes, as the search filters them: `error` is every failure code (refusals, 505, 528…). */
export const STATUS_CLASSES = ['pending', 'success', 'blocked', 'error'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** A payment method: the rail of its operator (`methodOf` in the domain). */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** What selects transactions: the search screen's filters (kept in its URL) and the export's. */
const filterShape = {
  q: z.string().trim().min(1).max(64).optional().meta({
    description:
      'Une référence (ou son début, sans casse : « 1XP-261125 ») ou un numéro de téléphone du payeur ou du bénéficiaire (international, ou local dans un pays du service).',
  }),
  status: z
    .union([z.enum(STATUS_CLASSES), z.coerce.number().int().min(100).max(599)])
    .optional()
    .meta({
      description:
        'Une classe de §4 (pending, success, blocked, error) ou un code de statut exact (235, 528…).',
    }),
  type: operationTypeSchema.optional(),
  country: countryCodeSchema.optional().meta({ description: 'Pays de paiement.' }),
  operator: operatorIdSchema.optional(),
  method: paymentMethodSchema.optional().meta({
    description:
      'Moyen de paiement : mobile_money (les opérateurs de mobile money), card (carte) ou bank (virement).',
  }),
  user: uuidSchema.optional().meta({ description: "Les transactions de cet utilisateur (l'émetteur)." }),
  from: daySchema.optional().meta({
    description: 'Créées ce jour ou après (AAAA-MM-JJ, temps universel, du 2000-01-01 au 2099-12-31).',
    example: '2026-11-01',
  }),
  to: daySchema.optional().meta({
    description: 'Créées ce jour ou avant (AAAA-MM-JJ, temps universel, du 2000-01-01 au 2099-12-31).',
    example: '2026-11-30',
  }),
};

/** `from` after `to` selects nothing: refused, named on `to`. */
const ordered = [
  (filter: { from?: string | undefined; to?: string | undefined }) =>
    filter.from === undefined || filter.to === undefined || filter.from <= filter.to,
  { message: MESSAGE_KEYS.rangeInverted, path: ['to'] },
] as const satisfies [unknown, { message: string; path: string[] }];

export const transactionsFilterSchema = z.object(filterShape).refine(...ordered);
export type TransactionsFilter = z.infer<typeof transactionsFilterSchema>;

const TRANSACTIONS_CURSOR = keysetCursor(/[A-Za-z0-9-]{1,64}/);

export const transactionsPageQuerySchema = z
  .object({
    ...filterShape,
    ...pageQueryShape({
      before: {
        pattern: TRANSACTIONS_CURSOR,
        description: 'Curseur : la valeur `next` de la page précédente (les transactions plus anciennes).',
      },
      after: {
        pattern: TRANSACTIONS_CURSOR,
        description:
          'Curseur : la valeur `previous` de la page suivante (les transactions plus récentes) ; pas avec `before`.',
      },
    }),
  })
  .refine(...ordered)
  .refine(...oneCursor);
export type TransactionsPageQuery = z.infer<typeof transactionsPageQuerySchema>;

/** One transaction in the dashboard's list: what was asked, where it stands and who sent it. */
export const adminTransactionSchema = historyItemSchema
  .extend({
    statusCode: z.int(),
    message: z.string().nullable(),
    finished: z.boolean(),
    senderName: z.string(),
    senderPhone: z.string(),
    operationStatus: z.enum(OPERATION_STATUSES).nullable(),
    method: paymentMethodSchema.meta({ description: 'Moyen de paiement, celui du rail de son opérateur.' }),
  })
  .meta({ id: 'AdminTransaction' });
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const transactionsPageSchema = z.object({
  data: z.array(adminTransactionSchema),
  next: nextCursorSchema,
  previous: previousCursorSchema,
});

/** One posting of a ledger entry: debit positive, credit negative, in minor units. */
export const ledgerPostingSchema = z.object({
  account: z.string(),
  currency: z.string(),
  amount: z.int().meta({ description: 'Débit positif, crédit négatif, en unités mineures.' }),
});

export const ledgerEntrySchema = z
  .object({
    kind: z.enum(['collection', 'delivery', 'reversal', 'refund', 'refund_outside']),
    at: epochMsSchema,
    postings: z.array(ledgerPostingSchema),
  })
  .meta({ id: 'LedgerEntry' });

/**
 * One transaction as the dashboard shows it: the list's row, its sender, its status timeline (with who moved it),
 * its operation and assignee, its ledger entries, its refund, and where it waits when a person should look at it.
 */
export const adminTransactionDetailSchema = z
  .object({
    transaction: adminTransactionSchema,
    sender: z.object({
      uuid: uuidSchema,
      fullName: z.string(),
      phoneNumber: z.string(),
      email: z.string(),
    }),
    timeline: z.array(
      statusStepSchema.extend({
        source: z
          .string()
          .meta({ description: 'Qui l’a fait avancer : api, processor, webhook, agent, system…' }),
      }),
    ),
    operation: z
      .object({
        operationStatus: z.enum(OPERATION_STATUSES),
        failureMessage: z.string().nullable(),
        adminId: uuidSchema,
        adminName: z.string(),
        claimedAt: epochMsSchema.nullable(),
        deliveryReference: z.string().nullable().meta({
          description: 'Le numéro de la livraison chez l’opérateur ou le partenaire, noté par l’agent.',
        }),
        deliveryNote: z.string().nullable().meta({ description: 'La note de l’agent sur la livraison.' }),
        createdAt: epochMsSchema,
        updatedAt: epochMsSchema,
      })
      .nullable(),
    ledger: z.array(ledgerEntrySchema),
    refund: z
      .object({
        status: z.enum(['pending', 'sent', 'failed', 'paid_outside']),
        amount: minorAmountSchema,
        currency: z.string(),
        phone: z.string(),
        lastError: z.string().nullable(),
        destination: z
          .object({
            to: z.enum(['mobileMoney', 'card', 'alias', 'outside']),
            operator: z.string().nullable(),
            fallback: z.boolean(),
          })
          .meta({
            description:
              'Où va l’argent : mobileMoney (au numéro qui a payé ; operator, l’opérateur, une fois choisi), card (sur la carte, par son prestataire), alias (PI-SPI, à l’alias du payeur), outside (aucun chemin : à rembourser hors du système). fallback : un paiement par carte que son prestataire ne rembourse pas, rendu sur le mobile money du client.',
          }),
      })
      .nullable(),
    stage: z
      .object({
        stage: z.enum(STUCK_STAGES),
        since: epochMsSchema,
        deadline: epochMsSchema,
        liveJobs: z
          .array(z.string())
          .meta({ description: 'Les tâches en file ou en cours qui la font avancer.' }),
      })
      .nullable()
      .meta({
        description:
          'Tant qu’elle n’est pas finie : son étape, depuis quand, l’échéance de l’étape (passée : elle est en retard, voir /admin/transactions/stuck) et les tâches qui la font avancer.',
      }),
    processor: z.string(),
    processorReference: z.string().nullable(),
    payout: deliveryPayoutSchema.nullable().optional().meta({
      description: 'Sa livraison par le paiement sortant du prestataire (décision 061) ; null sinon.',
    }),
  })
  .meta({ id: 'AdminTransactionDetail' });
export type AdminTransactionDetail = z.infer<typeof adminTransactionDetailSchema>;

// The master admin's overview of the payments (decision 030): figures counted by the database over a range of
// days, and what waits for a person now.

/** The longest range of days the overview counts over (a year, leap day included). */
export const OVERVIEW_MAX_DAYS = 366;
/** The range the overview counts over when none is given: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;

/** A day of the overview's answer (UTC). */
const answerDaySchema = z.iso
  .date()
  .meta({ description: 'Un jour (UTC), AAAA-MM-JJ.', example: '2026-11-25' });
/** A day of the overview's query (UTC), within FIRST_DAY and LAST_DAY. */
const overviewDaySchema = daySchema.meta({
  description: 'Un jour (UTC), AAAA-MM-JJ, du 2000-01-01 au 2099-12-31.',
  example: '2026-11-25',
});

export const overviewQuerySchema = z.object({
  from: overviewDaySchema.optional().meta({
    description: `Premier jour compté (UTC), inclus ; par défaut ${OVERVIEW_DEFAULT_DAYS - 1} jours avant \`to\`.`,
  }),
  to: overviewDaySchema
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

/**
 * Money in and out of the processors in one currency over a span (issue 35), from the ledger: `moneyIn` what
 * customers paid that reached the processor (its collections), `moneyOut` what left it to people (a transfer
 * delivered, a withdrawal paid out to the customer's number, a refund sent). Integer minor units.
 */
export const moneyFlowSchema = z.object({
  currency: z.string().meta({ example: 'XOF' }),
  moneyIn: minorAmountSchema.meta({
    description:
      'Entrées : ce que les clients ont payé et que le prestataire a reçu (les encaissements du grand livre), en unités mineures.',
  }),
  moneyOut: minorAmountSchema.meta({
    description:
      'Sorties : ce qui est parti du prestataire vers des personnes (transfert livré, retrait versé sur le numéro du client, remboursement envoyé), en unités mineures.',
  }),
});
export type MoneyFlow = z.infer<typeof moneyFlowSchema>;

export const overviewSchema = z
  .object({
    from: answerDaySchema,
    to: answerDaySchema,
    country: z.string().nullable(),
    totals: z.object(countsShape),
    days: z
      .array(z.object({ day: answerDaySchema, ...countsShape }))
      .meta({ description: 'Chaque jour de la période, dans l’ordre, même sans paiement.' }),
    money: z
      .object({
        totals: z.array(moneyFlowSchema).meta({
          description: 'Par devise (jamais additionnées), les devises où de l’argent a bougé sur la période.',
        }),
        days: z.array(z.object({ day: answerDaySchema, flows: z.array(moneyFlowSchema) })).meta({
          description: 'Chaque jour de la période, dans l’ordre, même sans mouvement (flows vide).',
        }),
      })
      .meta({
        description:
          'L’argent entré chez les prestataires et sorti vers les personnes, lu au grand livre et daté par ses écritures (jours UTC), par devise.',
      }),
    byCountry: z.array(z.object({ country: z.string(), ...countsShape })),
    byOperator: z.array(z.object({ operator: z.string(), ...countsShape })),
    byMethod: z
      .array(z.object({ method: paymentMethodSchema, ...countsShape }))
      .meta({ description: 'Par moyen de paiement (mobile money, carte, virement), montants par devise.' }),
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

/** GET /api/ledger/balances: each account's balance per currency, on its normal side. */
export const ledgerBalancesSchema = z.object({
  data: z.array(z.object({ account: z.string(), currency: z.string(), balance: z.int() })),
});
