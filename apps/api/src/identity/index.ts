/**
 * What other areas may use of identity checks (issue 34): the level of an account and what its monthly limit counts,
 * for the statement that creates a payment (payments/checkout/create-transaction.ts); the area's job kinds.
 */
export { identityJobs, PURGE_IDENTITY_FILES_JOB } from './jobs.ts';
export { levelFigures, levelLimitOf, levelMaxima, levelOfUser, levelRates } from './level-limit.ts';
export { fileContext } from './send-identity-documents.ts';
