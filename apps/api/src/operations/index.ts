/** What other areas may use of operations: handing a verified payment to delivery. */
export { assignOperation } from './assign-operation.ts';
export { PARTNER_CREDIT_JOB } from './credit-through-partner.ts';
