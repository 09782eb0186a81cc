/**
 * What the rest of the server may use of payments: its job kinds and their handlers, the sweeper's scheduling and
 * the names of its maintenance jobs (start-up, the job worker, the proofs). Inside payments/, any file may import
 * any other (checkout/, collection/, decisions/, reconciliation/, reports/ are one area); from elsewhere, only this file.
 */
export { PURGE_JOB } from './checkout/purge-idempotency-keys.ts';
export { BEFORE_COLLECTION, STAGE_LIMIT_MS, VERIFICATION } from './collection/stages.ts';
export { SWEEP_JOB, scheduleSweep } from './collection/sweep-payments.ts';
export { paymentJobs } from './jobs.ts';
export { MONEY_RULE_JOB, scheduleMoneyRuleCheck } from './reconciliation/check-money-rule.ts';
