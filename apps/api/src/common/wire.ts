import type { RawUser, UserAuthenticationStatus } from '@1xpay/domain';
import type { operations, transactions } from '../db/schema.ts';
import type { UserRow } from './context.ts';

/** Row → wire shapes of packages/contract. Money leaves as integer minor units (safe integers). */

export function toRawUser(user: UserRow): RawUser {
  return {
    authorizationKey: user.authorizationKey,
    userUuid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    email: user.email,
    accountId1xBet: user.accountId1xBet,
    registeredAt: user.registeredAt.getTime(),
    isAdmin: user.isAdmin,
    userAuthenticationStatus: user.authenticationStatus as UserAuthenticationStatus,
  };
}

export function toSafeNumber(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${amount} exceeds the safe integer range of JSON numbers`);
  }
  return Number(amount);
}

export function toHistoryItem(row: typeof transactions.$inferSelect) {
  return {
    reference: row.reference,
    senderUuid: row.senderId,
    type: row.type as 'deposit' | 'withdrawal' | 'transfer',
    country: row.country,
    operator: row.operator,
    payerPhone: row.payerPhone,
    beneficiaryPhone: row.beneficiaryPhone,
    beneficiaryCountry: row.beneficiaryCountry,
    accountId1xBet: row.accountId1xBet,
    amount: toSafeNumber(row.amount),
    fees: toSafeNumber(row.fees),
    currency: row.currency,
    // Only on a transfer across currencies and a withdrawal, so every other record keeps its §7 shape.
    ...(row.receivedAmount === null || row.receivedCurrency === null || row.rate === null
      ? {}
      : {
          receivedAmount: toSafeNumber(row.receivedAmount),
          receivedCurrency: row.receivedCurrency,
          rate: row.rate,
        }),
    ...(row.withdrawalCodeHint === null ? {} : { withdrawalCodeHint: row.withdrawalCodeHint }),
    ...(row.partnerReference === null ? {} : { partnerReference: row.partnerReference }),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** §7's status record of a transaction (POST /statuses, and the detail of one transaction). */
export function toStatusRecord(
  row: Pick<typeof transactions.$inferSelect, 'reference' | 'statusCode' | 'message' | 'finished'>,
) {
  return {
    transactionReference: row.reference,
    statusCode: row.statusCode,
    message: row.message,
    finished: row.finished,
  };
}

/** §7's operation record of a transaction's delivery (POST /admin/getOperations, and the detail). */
export function toOperationRecord(
  reference: string,
  operation: Pick<typeof operations.$inferSelect, 'operationStatus' | 'failureMessage'>,
) {
  return {
    transactionReference: reference,
    operationStatus: operation.operationStatus as 'pending' | 'success' | 'error',
    failureMessage: operation.failureMessage,
  };
}
