import { catalogueCode, ERROR_MESSAGES, errorMessage, isErrorCode } from './error-catalogue.ts';

/** The class a transaction status is shown in. */
export type StatusKind = 'pending' | 'success' | 'blocked' | 'error';

export type ResolvedStatus = {
  /** The code as shown: the server's, or its fallback (202, 461, 505, 528). */
  code: number;
  kind: StatusKind;
  /** French text shown to the customer. */
  label: string;
  /** The customer's money was collected. */
  paid: boolean;
  /** The payment was started at the processor. */
  launched: boolean;
  /** For error and blocked statuses: the server's message if any, else the catalogue's. */
  adminMessage: string | null;
};

export type StatusRecord = { statusCode: number; message?: string | null; finished?: boolean };
export type OperationRecord = { operationStatus: string; failureMessage?: string | null };

export const SUCCESS_CODE = 200;
export const BLOCKED_CODE = 235;
export const DEFAULT_PENDING_CODE = 202;
export const OPERATION_FAILED_CODE = 528;

/** Pending codes of §4 and their French labels. */
export const PENDING_LABELS = {
  201: 'Validation des informations en cours',
  202: 'Paiement initié',
  203: 'Informations de paiement valides',
  204: "En attente de l'approbation du paiement",
  230: 'Payé, en attente de vérification avant le dépôt',
  231: 'Payé, dépôt en cours',
  232: 'Payé, en attente de vérification avant le dépôt',
} as const satisfies Record<number, string>;
export type PendingCode = keyof typeof PENDING_LABELS;

export const SUCCESS_LABEL_IN_PROGRESS = 'Payé, en cours';
export const SUCCESS_LABEL_FINISHED = 'Réussi';
export const BLOCKED_LABEL = 'Payé, dépôt bloqué pour des raisons de sécurité';

/** Codes for which the customer's money was collected. */
export const PAID_CODES: ReadonlySet<number> = new Set([200, 230, 231, 232, 235]);
/** Codes for which the payment was started at the processor. */
export const LAUNCHED_CODES: ReadonlySet<number> = new Set([200, 202, 203, 204, 230, 231, 232, 235]);

export function isPendingCode(code: number): code is PendingCode {
  return Object.hasOwn(PENDING_LABELS, code);
}

/**
 * The code a raw status code is shown as (§4): known codes stay; any other code starting with 4 becomes 461,
 * with 5 becomes 505; anything else is 202 (payment initiated).
 */
export function normaliseStatusCode(statusCode: number): number {
  if (statusCode === SUCCESS_CODE || statusCode === BLOCKED_CODE || isPendingCode(statusCode))
    return statusCode;
  if (isErrorCode(statusCode)) return statusCode;
  const text = String(statusCode);
  if (text.startsWith('4') || text.startsWith('5')) return catalogueCode(statusCode);
  return DEFAULT_PENDING_CODE;
}

function present(message: string | null | undefined): string | null {
  return message != null && message.trim() !== '' ? message : null;
}

function resolved(
  code: number,
  kind: StatusKind,
  label: string,
  adminMessage: string | null,
): ResolvedStatus {
  return { code, kind, label, paid: PAID_CODES.has(code), launched: LAUNCHED_CODES.has(code), adminMessage };
}

/**
 * How a transaction's status is shown (§4): its class, French label, flags and admin message.
 * An operation in error overrides the status: the transaction is a 528 failure labelled with the
 * operation's failure message.
 */
export function resolveTransactionStatus(
  status: StatusRecord,
  operation?: OperationRecord | null,
): ResolvedStatus {
  if (operation?.operationStatus === 'error') {
    const failure = present(operation.failureMessage) ?? ERROR_MESSAGES[OPERATION_FAILED_CODE];
    return resolved(OPERATION_FAILED_CODE, 'error', failure, failure);
  }
  const code = normaliseStatusCode(status.statusCode);
  if (code === SUCCESS_CODE) {
    return resolved(
      code,
      'success',
      status.finished ? SUCCESS_LABEL_FINISHED : SUCCESS_LABEL_IN_PROGRESS,
      null,
    );
  }
  if (isPendingCode(code)) return resolved(code, 'pending', PENDING_LABELS[code], null);
  if (code === BLOCKED_CODE)
    return resolved(code, 'blocked', BLOCKED_LABEL, present(status.message) ?? BLOCKED_LABEL);
  const label = errorMessage(code);
  return resolved(code, 'error', label, present(status.message) ?? label);
}
