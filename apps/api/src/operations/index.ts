/**
 * What other areas may use of operations: handing a verified payment to delivery, handing an admin's pending
 * operations on when their rights or status change, the partner-credit job's name.
 */
export { assignOperation, type Reassigned, reassignPendingOperations } from './assign-operation.ts';
export { PARTNER_CREDIT_JOB } from './credit-through-partner.ts';
