import type { PayerAction } from '@1xpay/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * What the users search looks in (users/list-users-page.ts): name, phone, e-mail and betting account id, one text,
 * as its trigram index has it (the search must use this very expression for the index to serve it).
 */
export const USER_SEARCH_TEXT = sql`"users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."phone_number" || ' ' || "users"."email" || ' ' || coalesce("users"."account_id_1xbet", '')`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Opaque per-user handle for admin actions (lockOrAllowUser); never a credential. */
    authorizationKey: text('authorization_key').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull().unique(),
    /** ISO alpha-2 country of the phone number, fixed at registration: scopes regular admins. */
    country: text('country').notNull(),
    /** Lower case. */
    email: text('email').notNull().unique(),
    accountId1xBet: text('account_id_1xbet'),
    passwordHash: text('password_hash').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isMaster: boolean('is_master').notNull().default(false),
    authenticationStatus: text('authentication_status').notNull().default('pending'),
    /** The status to restore when an admin unlocks the user. */
    statusBeforeLock: text('status_before_lock'),
    /** What the customer is told of their status: why documents were sent back, why payments are suspended. */
    statusReason: text('status_reason'),
    /** The status a customer whose payments were suspended returns to when they are resumed. */
    statusBeforeSuspension: text('status_before_suspension'),
  },
  (t) => [
    /** The users list's order, newest first, the id breaking ties (migration 0016). */
    index('users_registered_at_id_idx').on(t.registeredAt.desc(), t.id.desc()),
    index('users_country_idx').on(t.country),
    /** The users search: one trigram index over name, phone, e-mail and betting account id (migration 0016). */
    index('users_search_trgm_idx').using('gin', sql`(${USER_SEARCH_TEXT}) gin_trgm_ops`),
    uniqueIndex('users_single_master_idx').on(t.isMaster).where(sql`${t.isMaster}`),
    check(
      'users_authentication_status_check',
      sql`${t.authenticationStatus} in ('pending','accepted','active','blocked','transactionSuspended','waitForInfoCompletion')`,
    ),
    check('users_master_is_admin_check', sql`not ${t.isMaster} or ${t.isAdmin}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the apiKey, hex. The key itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_kind_check', sql`${t.kind} in ('customer','dashboard')`),
  ],
);

export const adminGrants = pgTable(
  'admin_grants',
  {
    adminId: uuid('admin_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countries: text('countries').array().notNull(),
    allowedOperationsTypes: text('allowed_operations_types').array().notNull(),
    updatedAt: updatedAt(),
    /** When the grant last gained a country or a type: four-eyes' cooling period counts from it (migration 0025). */
    widenedAt: timestamp('widened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'admin_grants_types_check',
      sql`${t.allowedOperationsTypes} <@ array['deposit','withdrawal','transfer']`,
    ),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    reference: text('reference').primaryKey(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    country: text('country').notNull(),
    operator: text('operator').notNull(),
    payerPhone: text('payer_phone').notNull(),
    beneficiaryPhone: text('beneficiary_phone'),
    beneficiaryCountry: text('beneficiary_country'),
    /** A transfer's beneficiary's operator (migration 0030): whom a payout pays; null when not said. */
    beneficiaryOperator: text('beneficiary_operator'),
    accountId1xBet: text('account_id_1xbet'),
    /** Integer minor units of `currency`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fees: bigint('fees', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull().default('XOF'),
    /**
     * A transfer across currencies (migration 0029): what the beneficiary receives, in minor units of
     * `receivedCurrency`, at `rate` (beneficiary units for one unit of `currency`), fixed at its creation. Null
     * otherwise: the beneficiary receives `amount` in `currency`.
     */
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    receivedCurrency: text('received_currency'),
    rate: text('rate'),
    statusCode: integer('status_code').notNull(),
    message: text('message'),
    finished: boolean('finished').notNull().default(false),
    /** The processor that collects (and pays out) this transaction: sandbox, fedapay… */
    processor: text('processor').notNull().default('sandbox'),
    /** The processor's own id for it, once initiated. */
    processorReference: text('processor_reference'),
    /**
     * What the payer does to pay a card or a bank transfer (issue 36): the hosted card page to open, or the PI-SPI
     * payment request's QR code and alias; null for mobile money. Set when the payer is asked (203).
     */
    payerAction: jsonb('payer_action').$type<PayerAction>(),
    /** It expired (451), then its processor said it was paid: a person must decide (decision 018). */
    paidAfterExpiryAt: timestamp('paid_after_expiry_at', { withTimezone: true, mode: 'date' }),
    /**
     * A withdrawal's code from the betting site (migration 0031, decision 062): sealed, and only until the partner
     * answered; then null. Its last four characters stay in `withdrawalCodeHint`.
     */
    withdrawalCode: text('withdrawal_code'),
    withdrawalCodeHint: text('withdrawal_code_hint'),
    /** The betting partner's own reference for the withdrawal it confirmed. */
    partnerReference: text('partner_reference'),
    /** Names the transaction in its receipt's public check link (migration 0010): random, never the reference. */
    receiptToken: text('receipt_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_sender_created_idx').on(t.senderId, t.createdAt.desc()),
    /** An account's payments not finished: its limit of payments waiting for approval (migration 0024). */
    index('transactions_sender_open_idx').on(t.senderId).where(sql`not ${t.finished}`),
    /**
     * The dashboard's search, newest first (migration 0012): every transaction, then by country, by payer; the
     * overview's range of days reads the first too.
     */
    index('transactions_created_idx').on(t.createdAt.desc(), t.reference.desc()),
    index('transactions_country_created_idx').on(t.country, t.createdAt.desc()),
    index('transactions_payer_created_idx').on(t.payerPhone, t.createdAt.desc()),
    /** A reference's beginning (LIKE 'X%') whatever the database's collation. */
    index('transactions_reference_pattern_idx').on(sql`${t.reference} text_pattern_ops`),
    index('transactions_payer_open_idx').on(t.payerPhone, t.amount).where(sql`not ${t.finished}`),
    index('transactions_beneficiary_idx').on(t.beneficiaryPhone, t.createdAt),
    /** The unfinished payments, oldest first: the payments sweeper and the stuck list. */
    index('transactions_open_idx').on(t.createdAt, t.reference).where(sql`not ${t.finished}`),
    index('transactions_paid_after_expiry_idx')
      .on(t.createdAt, t.reference)
      .where(sql`${t.paidAfterExpiryAt} is not null`),
    uniqueIndex('transactions_processor_reference_idx').on(t.processor, t.processorReference),
    uniqueIndex('transactions_receipt_token_idx').on(t.receiptToken),
    /** The blocked payments waiting for the master admin's decision, oldest first. */
    index('transactions_blocked_idx').on(t.updatedAt, t.reference).where(sql`${t.statusCode} = 235`),
    check('transactions_type_check', sql`${t.type} in ('deposit','withdrawal','transfer')`),
    check(
      'transactions_withdrawal_code_check',
      sql`${t.type} = 'withdrawal' or (${t.withdrawalCode} is null and ${t.withdrawalCodeHint} is null)`,
    ),
    check('transactions_amount_check', sql`${t.amount} > 0 and ${t.fees} >= 0`),
    check(
      'transactions_received_check',
      sql`(${t.receivedAmount} is null) = (${t.receivedCurrency} is null) and (${t.receivedAmount} is null) = (${t.rate} is null) and (${t.receivedAmount} is null or ${t.receivedAmount} >= 0)`,
    ),
  ],
);

export const operations = pgTable(
  'operations',
  {
    transactionReference: text('transaction_reference')
      .primaryKey()
      .references(() => transactions.reference),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    operationStatus: text('operation_status').notNull().default('pending'),
    failureMessage: text('failure_message'),
    /** When its admin said they took it in hand (claim, migration 0012); null until then. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    /** The delivery's own reference: the operator's or the partner's transaction number (migration 0026). */
    deliveryReference: text('delivery_reference'),
    /** The agent's note on the delivery, for the admins (migration 0026). */
    deliveryNote: text('delivery_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('operations_admin_idx').on(t.adminId, t.createdAt.desc()),
    /** The overview's pending operations per agent (migration 0016). */
    index('operations_pending_idx').on(t.adminId, t.createdAt).where(sql`${t.operationStatus} = 'pending'`),
    /** The queue (migration 0026): waiting oldest first, finished newest first; everyone's, then one agent's. */
    index('operations_waiting_idx')
      .on(t.createdAt, t.transactionReference)
      .where(sql`${t.operationStatus} = 'pending'`),
    index('operations_admin_waiting_idx')
      .on(t.adminId, t.createdAt, t.transactionReference)
      .where(sql`${t.operationStatus} = 'pending'`),
    index('operations_finished_idx')
      .on(t.updatedAt, t.transactionReference)
      .where(sql`${t.operationStatus} <> 'pending'`),
    index('operations_admin_finished_idx')
      .on(t.adminId, t.updatedAt, t.transactionReference)
      .where(sql`${t.operationStatus} <> 'pending'`),
    check('operations_status_check', sql`${t.operationStatus} in ('pending','success','error')`),
  ],
);

/** Configuration documents (fees, addresses, pubs, pronostics, rates): a GET returns exactly the last POST. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * Four-eyes (decision 028): a change to the fees, the rates or the operators proposed by one admin while the policy
 * is on, waiting for a second admin. `basedOn` is the live document it was proposed against.
 */
export const pendingChanges = pgTable(
  'pending_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    proposed: jsonb('proposed').notNull(),
    basedOn: jsonb('based_on').notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true, mode: 'date' }).notNull(),
    state: text('state').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
    /** What the change is about beyond its kind: the admin whose rights change; null for a document (0025). */
    subject: text('subject'),
  },
  (t) => [
    index('pending_changes_state_proposed_at_idx').on(t.state, t.proposedAt),
    check(
      'pending_changes_kind_check',
      sql`${t.kind} in ('fees','rates','operators','fourEyes','adminRights','refundOutside')`,
    ),
    check('pending_changes_state_check', sql`${t.state} in ('pending','approved','rejected','superseded')`),
    check('pending_changes_decided_check', sql`(${t.state} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

export const pictures = pgTable('pictures', {
  id: uuid('id').primaryKey().defaultRandom(),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const pushCampaigns = pgTable(
  'push_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    /** queued → sending (its deliveries planned) → sent (every delivery ended); failed is never set today. */
    status: text('status').notNull().default('queued'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** The subscriptions targeted when the fan-out started (migration 0017). */
    total: integer('total').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** `{sent, failed, expired}`, kept when the delivery rows are purged 30 days after the end (migration 0025). */
    tally: jsonb('tally'),
  },
  (t) => [check('push_campaigns_status_check', sql`${t.status} in ('queued','sending','sent','failed')`)],
);

/** A device's Web Push subscription (decision 031): deleted when its push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull().default('fr'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_locale_check', sql`${t.locale} in ('fr','en')`),
  ],
);

/**
 * A campaign's delivery to one subscription: pending → sending (claimed, its request under way) → sent, expired,
 * failed, or retry (429/5xx, again at `nextAt`). A row left "sending" by a dead worker is never sent again.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => pushCampaigns.id, { onDelete: 'cascade' }),
    subscriptionId: bigint('subscription_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true, mode: 'date' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriptionId] }),
    /** A worker's next round: the campaign's pending rows in subscription order. */
    index('push_deliveries_campaign_status_idx').on(t.campaignId, t.status, t.subscriptionId),
    check(
      'push_deliveries_status_check',
      sql`${t.status} in ('pending','sending','retry','sent','failed','expired')`,
    ),
  ],
);

/** Durable jobs: whoever takes one locks it with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** While running: when the worker's claim lapses (a worker that died lets it lapse; another takes the job). */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The current claim's token: a worker's end of the job counts only while it is still its own. */
    claimToken: uuid('claim_token'),
    /** When it was done, failed for good ("dead") or cancelled. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_dead_idx').on(t.finishedAt, t.id).where(sql`${t.status} = 'failed'`),
    index('jobs_live_reference_idx')
      .on(sql`(${t.payload}->>'reference')`)
      .where(sql`${t.status} in ('queued','running')`),
    check('jobs_status_check', sql`${t.status} in ('queued','running','done','failed','cancelled')`),
  ],
);

/** Append-only: a trigger refuses UPDATE and DELETE (see the migration). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_id_idx').on(t.actorId, t.id),
    index('audit_log_action_id_idx').on(t.action.op('text_pattern_ops'), t.id),
  ],
);

/** A named set of the users list's filters, per admin (migration 0015, decision 029). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_views_admin_name_idx').on(t.adminId, t.name)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The login as typed, normalised (lower-case email or E.164 phone). */
    loginKey: text('login_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_login_at_idx').on(t.loginKey, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
    index('login_attempts_user_ip_idx').on(t.userId, t.ip, t.succeeded),
    index('login_attempts_at_idx').on(t.at),
  ],
);

/** Registrations asked from each IP (migration 0008), counted by the registration throttle (decision 019). */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_attempts_ip_at_idx').on(t.ip, t.at),
    index('registration_attempts_at_idx').on(t.at),
  ],
);

/**
 * One-time codes sent by SMS (migration 0027, decision 056): one row per code sent, for a purpose (`verify` the
 * account's number, `change` to a new number, `recover` the password), to a number, with the account it is for (null
 * for a recovery asked for a number without an account). Only the code's HMAC is kept, never the code.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<'verify' | 'change' | 'recover'>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (CODE_HASH_KEY) of the row's id and the code, hex. */
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    /** Wrong codes typed against this one (at most 5, then it is spent). */
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the code was used, or replaced by a newer code for the same number and purpose. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** A recovery code once entered: the SHA-256 of the token that sets the new password, once. */
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('phone_codes_number_idx').on(t.phoneNumber, t.purpose, t.createdAt),
    index('phone_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    index('phone_codes_ip_idx').on(t.ip, t.createdAt),
    index('phone_codes_expires_idx').on(t.expiresAt),
    uniqueIndex('phone_codes_reset_token_idx')
      .on(t.resetTokenHash)
      .where(sql`${t.resetTokenHash} is not null`),
    check('phone_codes_purpose_check', sql`${t.purpose} in ('verify','change','recover')`),
    check('phone_codes_tries_check', sql`${t.tries} >= 0`),
  ],
);

/** Every status change of a transaction, in order: the state machine's history. */
export const transactionEvents = pgTable(
  'transaction_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => transactions.reference),
    fromCode: integer('from_code'),
    toCode: integer('to_code').notNull(),
    message: text('message'),
    /** Who moved it: api, processor, webhook, agent, system. */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('transaction_events_reference_idx').on(t.reference, t.id)],
);

/**
 * Idempotency keys of money-moving POSTs (Stripe's model): the first request with a key records it in flight,
 * then stores its outcome; the same key and body replay that outcome, another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and the canonical body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').notNull().default('in_flight'),
    /** What the request ended with, as the use case saw it (no HTTP status: the route derives it). */
    outcome: jsonb('outcome'),
    createdAt: createdAt(),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_flight','done')`),
  ],
);

/** One balanced entry per money event of a transaction (collection, delivery, reversal): at most one of each. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => transactions.reference),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_kind_idx').on(t.reference, t.kind),
    /** The overview's money in and out over a range of days (migration 0032). */
    index('ledger_entries_at_idx').on(t.at),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('collection','delivery','reversal','refund','refund_outside')`,
    ),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerEntries.id),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    /** Debit positive, credit negative, minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.account, t.currency),
    index('ledger_postings_entry_idx').on(t.entryId),
    /**
     * The postings to a processor's clearing account by entry, for the overview's money in and out; the migration
     * (0032) also INCLUDEs currency and amount, so that they are read from the index alone.
     */
    index('ledger_postings_clearing_idx')
      .on(t.entryId)
      .where(sql`${t.account} like 'processor\\_clearing:%'`),
  ],
);

/**
 * Each ledger account's balance per currency on its normal side, kept by a trigger on ledger_postings (migration
 * 0009) and never below zero: a posting that would take one below zero fails on the CHECK. Derived, never edited.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    /** Minor units, on the account's normal side. */
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.currency] }),
    check('ledger_balances_non_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * The refund of a collected payment that ended without delivery (decisions 020 and 042: every reversal opens one):
 * amount and fees back to the number that paid, through the processor. `processorReference` is the processor's id
 * of the refund once created, so a retry reads it rather than sending the money twice; `failure` says why the
 * processor refused it or what the last attempt met; `attempts` counts those failed tries (retried with backoff,
 * then `failed`). `paid_outside`: the master admin recorded it paid by hand (`outsideReason`, `outsideReference`).
 */
export const refunds = pgTable(
  'refunds',
  {
    reference: text('reference')
      .primaryKey()
      .references(() => transactions.reference),
    processor: text('processor').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** E.164: the number that paid, which the money goes back to. */
    phone: text('phone').notNull(),
    /**
     * The mobile-money operator the money goes to when it is not the payment's own: a card payment whose processor
     * cannot pay a card back is refunded on the customer's mobile money (decision 070). Null: the way it came.
     */
    operator: text('operator'),
    status: text('status').notNull().default('pending'),
    processorReference: text('processor_reference'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    outsideReference: text('outside_reference'),
    outsideReason: text('outside_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_status_created_idx').on(t.status, t.createdAt, t.reference),
    check('refunds_status_check', sql`${t.status} in ('pending','sent','failed','paid_outside')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The delivery of a transfer or a withdrawal by the processor's payout (migration 0030, decision 061): what is
 * sent (in the beneficiary's currency), to whom, and where it stands. `processorReference` is the processor's id of
 * the payout, stored before the call that sends the money so that a retry after a crash reads it back rather than
 * sending twice; `failure` says why it went to an agent (`failed`: tried; `skipped`: never sent to the processor,
 * e.g. over its limits); `sentAt` is when the processor said it was sent (the ledger's delivery is booked then).
 */
export const payouts = pgTable(
  'payouts',
  {
    reference: text('reference')
      .primaryKey()
      .references(() => transactions.reference),
    processor: text('processor').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** E.164: the beneficiary's (a transfer) or the payee's (a withdrawal) number. */
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    operator: text('operator').notNull(),
    status: text('status').notNull().default('pending'),
    processorReference: text('processor_reference'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_phone_created_idx').on(t.phone, t.createdAt),
    index('payouts_status_created_idx').on(t.status, t.createdAt, t.reference),
    check('payouts_status_check', sql`${t.status} in ('pending','sent','failed','skipped')`),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Webhooks received from processors, once each: the (processor, event id) key makes a redelivered event a no-op.
 * The raw body is kept as received (its signature was checked); a job applies it.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    processor: text('processor').notNull(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_event_idx').on(t.processor, t.eventId)],
);

/**
 * An admin's TOTP secret (migration 0013, decision 027): pending until a valid code confirms it, then used at each
 * dashboard sign-in. `lastUsedStep` is the 30-second step of the last code accepted: no code of that step or an
 * earlier one is accepted again (replay). The secret is never returned once confirmed.
 */
export const adminTotp = pgTable('admin_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of an admin's TOTP (SHA-256 of the normalised code); `usedAt` once spent. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * The last reconciliation's findings (migration 0023, decision 044): each ended transaction whose collected money
 * is neither delivered nor refunded past the grace period, with what is missing (`kind`) and the amounts in minor
 * units. Rewritten by each check; `foundAt` is when the break was first seen, kept while it lasts.
 */
export const moneyRuleBreaks = pgTable(
  'money_rule_breaks',
  {
    reference: text('reference')
      .primaryKey()
      .references(() => transactions.reference, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    collected: bigint('collected', { mode: 'bigint' }).notNull(),
    delivered: bigint('delivered', { mode: 'bigint' }).notNull(),
    refunded: bigint('refunded', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true, mode: 'date' }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('money_rule_breaks_found_idx').on(t.foundAt, t.reference),
    check(
      'money_rule_breaks_kind_check',
      sql`${t.kind} in ('not_refunded','refund_stuck','refund_failed','paid_after_end')`,
    ),
  ],
);

/** Raw bytes (bytea), read and written as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One sending of identity documents by a customer (issue 34, decision 057), waiting for review until decided. */
export const identitySubmissions = pgTable(
  'identity_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `idCard` (both sides) or `passport` (its photo page). */
    documentKind: text('document_kind').notNull(),
    /** `waiting`, then `accepted`, `moreInfo` (sent back with a reason) or `rejected`. */
    state: text('state').notNull().default('waiting'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => users.id),
    reason: text('reason'),
    /** When the retention purge deleted its pictures' bytes (decision 057). */
    filesPurgedAt: timestamp('files_purged_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('identity_submissions_one_waiting_idx').on(t.userId).where(sql`${t.state} = 'waiting'`),
    index('identity_submissions_waiting_idx').on(t.submittedAt, t.id).where(sql`${t.state} = 'waiting'`),
    index('identity_submissions_user_idx').on(t.userId, t.submittedAt.desc()),
    index('identity_submissions_purge_idx')
      .on(t.decidedAt)
      .where(sql`${t.state} in ('moreInfo', 'rejected') and ${t.filesPurgedAt} is null`),
    check('identity_submissions_kind_check', sql`${t.documentKind} in ('idCard', 'passport')`),
    check(
      'identity_submissions_state_check',
      sql`${t.state} in ('waiting', 'accepted', 'moreInfo', 'rejected')`,
    ),
    check('identity_submissions_decided_check', sql`(${t.state} = 'waiting') = (${t.decidedAt} is null)`),
  ],
);

/** A picture of a submission (a side of the document, or the selfie), its bytes sealed with AES-256-GCM. */
export const identityFiles = pgTable(
  'identity_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => identitySubmissions.id, { onDelete: 'cascade' }),
    /** `front`, `back` or `selfie`. */
    side: text('side').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** IV (12 bytes), tag (16 bytes), then the ciphertext (identity/document-sealing.ts). */
    sealed: bytea('sealed').notNull(),
  },
  (t) => [
    check('identity_files_side_check', sql`${t.side} in ('front', 'back', 'selfie')`),
    uniqueIndex('identity_files_one_per_side').on(t.submissionId, t.side),
  ],
);
