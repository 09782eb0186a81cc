import * as z from 'zod';
import { auditFilterSchema, auditQuerySchema, auditResponseSchema } from './audit.ts';
import {
  changePasswordBodySchema,
  dashboardLoginBodySchema,
  dashboardSessionSchema,
  loggedOutSchema,
  loginBodySchema,
  meSchema,
  recoveryCodesSchema,
  registerBodySchema,
  sessionSchema,
  totpCodeBodySchema,
  totpDisableBodySchema,
  totpDisabledSchema,
  totpEnrolmentBodySchema,
  totpEnrolmentSchema,
  totpRequirementSchema,
  totpResetBodySchema,
  totpResetSchema,
  totpStatusSchema,
} from './auth.ts';
import {
  addressesSchema,
  feesSchema,
  fourEyesBodySchema,
  fourEyesPolicySchema,
  offeredOperatorsSchema,
  operatorsConfigSchema,
  pendingChangeResponseSchema,
  pendingChangesQuerySchema,
  pendingChangesSchema,
  pictureBodySchema,
  pictureResponseSchema,
  pronosticsSchema,
  pubsSchema,
  ratesSchema,
  rejectChangeBodySchema,
} from './catalogue.ts';
import { csvFileSchema } from './common.ts';
import { healthSchema, metricsSchema, readySchema } from './health.ts';
import { deadJobsPageQuerySchema, deadJobsSchema, jobSchema, recoveryBodySchema } from './jobs.ts';
import { moneyRuleBreaksSchema } from './money-rule.ts';
import {
  adminOperationSchema,
  adminOperationsSchema,
  aipkeyQuerySchema,
  completeOperationBodySchema,
  failOperationBodySchema,
  operationEventsSchema,
  operationQueueCountsSchema,
  operationQueueQuerySchema,
  operationQueueSchema,
  operationsByReferenceSchema,
  settledOperationSchema,
} from './operations.ts';
import {
  apikeyQuerySchema,
  createdTransactionSchema,
  createTransactionBodySchema,
  historySchema,
  quoteQuerySchema,
  quoteSchema,
  receiptCheckSchema,
  referencesBodySchema,
  statusesSchema,
  transactionDetailSchema,
} from './payments.ts';
import {
  cancelledTransactionSchema,
  cancelTransactionBodySchema,
  recoveryPageQuerySchema,
  requeuedTransactionSchema,
  stuckTransactionsSchema,
  webhookAckSchema,
} from './payments-collection.ts';
import {
  blockedTransactionsQuerySchema,
  blockedTransactionsSchema,
  decisionSchema,
  refundPaidOutsideBodySchema,
  refundPaidOutsideSchema,
  refundSchema,
  refundsQuerySchema,
  refundsSchema,
  releaseBodySchema,
  retryRefundBodySchema,
  reverseBodySchema,
} from './payments-decisions.ts';
import {
  adminTransactionDetailSchema,
  ledgerBalancesSchema,
  overviewQuerySchema,
  overviewSchema,
  transactionsFilterSchema,
  transactionsPageQuerySchema,
  transactionsPageSchema,
} from './payments-reports.ts';
import {
  pushBodySchema,
  pushCampaignReportResponseSchema,
  pushCampaignsResponseSchema,
  pushKeySchema,
  pushResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeBodySchema,
} from './push.ts';
import {
  grantBodySchema,
  grantResponseSchema,
  grantsResponseSchema,
  lockUserBodySchema,
  revokeBodySchema,
  savedViewResponseSchema,
  savedViewsSchema,
  saveViewBodySchema,
  sessionsEndedSchema,
  userDetailSchema,
  userResponseSchema,
  userStatsSchema,
  usersExportQuerySchema,
  usersPageQuerySchema,
  usersPageSchema,
  usersResponseSchema,
  viewDeletedSchema,
} from './users.ts';

/** One call of the API: what it takes (body, query) and what it answers on success. */
export type Endpoint = { body?: z.ZodType; query?: z.ZodType; response: z.ZodType };

/**
 * Every call of the API under /1xpay, keyed `METHOD /path` as the server declares it (`:name` for a path
 * parameter), with the schemas of its request and of its successful answer: the typed client's table. The server's
 * routes declare the same schemas; a test checks that this table and the served routes name the same calls.
 */
export const endpoints = {
  'GET /health': { response: healthSchema },
  'GET /ready': { response: readySchema },
  'GET /metrics': { response: metricsSchema },
  'GET /openapi.json': { response: z.record(z.string(), z.unknown()) },

  'POST /api/auth/register': { body: registerBodySchema, response: sessionSchema },
  'POST /api/auth/login': { body: loginBodySchema, response: sessionSchema },
  'POST /api/auth/logout': { response: loggedOutSchema },
  'POST /api/auth/password': { body: changePasswordBodySchema, response: loggedOutSchema },
  'POST /api/auth/logout-all': { response: loggedOutSchema },
  'GET /api/me': { response: meSchema },
  'POST /api/dashboard/login': { body: dashboardLoginBodySchema, response: dashboardSessionSchema },
  'GET /api/dashboard/totp': { response: totpStatusSchema },
  'POST /api/dashboard/totp/enrolment': { body: totpEnrolmentBodySchema, response: totpEnrolmentSchema },
  'POST /api/dashboard/totp/confirm': { body: totpCodeBodySchema, response: recoveryCodesSchema },
  'POST /api/dashboard/totp/disable': { body: totpDisableBodySchema, response: totpDisabledSchema },
  'POST /api/dashboard/totp/requirement': { body: totpRequirementSchema, response: totpRequirementSchema },

  'GET /api/users': { response: usersResponseSchema },
  'POST /api/lockOrAllowUser': { body: lockUserBodySchema, response: userResponseSchema },
  'POST /admin/addAdmin': { body: grantBodySchema, response: grantResponseSchema },
  'POST /admin/revokeAdmin': { body: revokeBodySchema, response: grantResponseSchema },
  'GET /admin/grants': { response: grantsResponseSchema },
  'GET /admin/users': { query: usersPageQuerySchema, response: usersPageSchema },
  'GET /admin/users/stats': { response: userStatsSchema },
  'GET /admin/users/export.csv': { query: usersExportQuerySchema, response: csvFileSchema },
  'GET /admin/users/:uuid': { response: userDetailSchema },
  'POST /admin/users/:uuid/sessions/end': { response: sessionsEndedSchema },
  'POST /admin/users/:uuid/totp/reset': { body: totpResetBodySchema, response: totpResetSchema },
  'GET /admin/views': { response: savedViewsSchema },
  'POST /admin/views': { body: saveViewBodySchema, response: savedViewResponseSchema },
  'POST /admin/views/:id/delete': { response: viewDeletedSchema },

  'GET /api/quote': { query: quoteQuerySchema, response: quoteSchema },
  'POST /api/transactions': { body: createTransactionBodySchema, response: createdTransactionSchema },
  'GET /api/transactions/:reference': { response: transactionDetailSchema },
  'GET /api/receipts/:token': { response: receiptCheckSchema },
  'GET /api/ledger/balances': { response: ledgerBalancesSchema },
  'GET /history': { query: apikeyQuerySchema, response: historySchema },
  'POST /statuses': { query: apikeyQuerySchema, body: referencesBodySchema, response: statusesSchema },
  'POST /sandbox/transactions/:reference/approve': { response: createdTransactionSchema },
  'POST /sandbox/transactions/:reference/decline': { response: createdTransactionSchema },
  'POST /webhooks/:processor': { body: z.string(), response: webhookAckSchema },

  'POST /admin/getOperations': {
    query: aipkeyQuerySchema,
    body: referencesBodySchema,
    response: operationsByReferenceSchema,
  },
  'GET /admin/operations/:uuid': { response: adminOperationsSchema },
  'GET /admin/operation-queue': { query: operationQueueQuerySchema, response: operationQueueSchema },
  'GET /admin/operation-queue/counts': { response: operationQueueCountsSchema },
  'GET /admin/operation-queue/events': { response: operationEventsSchema },
  'GET /admin/transactions/blocked': {
    query: blockedTransactionsQuerySchema,
    response: blockedTransactionsSchema,
  },
  'GET /admin/transactions': { query: transactionsPageQuerySchema, response: transactionsPageSchema },
  'GET /admin/transactions/export.csv': { query: transactionsFilterSchema, response: z.string() },
  'GET /admin/transactions/:reference': { response: adminTransactionDetailSchema },
  'POST /admin/transactions/:reference/release': { body: releaseBodySchema, response: decisionSchema },
  'POST /admin/transactions/:reference/reverse': { body: reverseBodySchema, response: decisionSchema },
  'GET /admin/refunds': { query: refundsQuerySchema, response: refundsSchema },
  'GET /admin/money-rule/breaks': { response: moneyRuleBreaksSchema },
  'POST /admin/refunds/:reference/retry': { body: retryRefundBodySchema, response: refundSchema },
  'POST /admin/refunds/:reference/paid-outside': {
    body: refundPaidOutsideBodySchema,
    response: refundPaidOutsideSchema,
  },
  'GET /admin/jobs/dead': { query: deadJobsPageQuerySchema, response: deadJobsSchema },
  'POST /admin/jobs/:id/requeue': { body: recoveryBodySchema, response: jobSchema },
  'POST /admin/jobs/:id/cancel': { body: recoveryBodySchema, response: jobSchema },
  'GET /admin/transactions/stuck': { query: recoveryPageQuerySchema, response: stuckTransactionsSchema },
  'GET /admin/overview': { query: overviewQuerySchema, response: overviewSchema },
  'POST /admin/transactions/:reference/requeue': {
    body: recoveryBodySchema,
    response: requeuedTransactionSchema,
  },
  'POST /admin/transactions/:reference/cancel': {
    body: cancelTransactionBodySchema,
    response: cancelledTransactionSchema,
  },
  'POST /admin/operations/:reference/claim': { response: adminOperationSchema },
  'POST /admin/operations/:reference/complete': {
    body: completeOperationBodySchema,
    response: settledOperationSchema,
  },
  'POST /admin/operations/:reference/fail': {
    body: failOperationBodySchema,
    response: settledOperationSchema,
  },

  'GET /api/operators': { response: offeredOperatorsSchema },
  'POST /api/operators': { body: operatorsConfigSchema, response: offeredOperatorsSchema },
  'GET /api/fees': { response: feesSchema },
  'POST /api/fees': { body: feesSchema, response: feesSchema },
  'GET /api/addresses': { response: addressesSchema },
  'POST /api/addresses': { body: addressesSchema, response: addressesSchema },
  'GET /api/pubs': { response: pubsSchema },
  'POST /api/pubs': { body: pubsSchema, response: pubsSchema },
  'GET /api/pronostics': { response: pronosticsSchema },
  'POST /api/pronostics': { body: pronosticsSchema, response: pronosticsSchema },
  'GET /api/countriesRates': { response: ratesSchema },
  'POST /api/rates': { body: ratesSchema, response: ratesSchema },
  'POST /api/pictures': { body: pictureBodySchema, response: pictureResponseSchema },
  'GET /api/pictures/:file': { response: z.unknown() },
  'GET /admin/fourEyes': { response: fourEyesPolicySchema },
  'POST /admin/fourEyes': { body: fourEyesBodySchema, response: fourEyesPolicySchema },
  'GET /admin/pendingChanges': { query: pendingChangesQuerySchema, response: pendingChangesSchema },
  'POST /admin/pendingChanges/:id/approve': { response: pendingChangeResponseSchema },
  'POST /admin/pendingChanges/:id/reject': {
    body: rejectChangeBodySchema,
    response: pendingChangeResponseSchema,
  },

  'GET /api/audit': { query: auditQuerySchema, response: auditResponseSchema },
  'GET /api/audit/export.csv': { query: auditFilterSchema, response: csvFileSchema },
  'POST /api/pushToAllUsers': { body: pushBodySchema, response: pushResponseSchema },
  'GET /api/push/campaigns': { response: pushCampaignsResponseSchema },
  'GET /api/push/campaigns/:id': { response: pushCampaignReportResponseSchema },

  'GET /api/push/key': { response: pushKeySchema },
  'POST /api/push/subscriptions': {
    body: pushSubscriptionBodySchema,
    response: pushSubscriptionResponseSchema,
  },
  'DELETE /api/push/subscriptions': { body: pushUnsubscribeBodySchema, response: z.undefined() },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
