import type { ErrorCode } from '@1xpay/contract';
import type { MessageKey } from './http/messages.ts';

/**
 * The one error type business code throws. `code` decides the HTTP status (in http/error-handler.ts, the only
 * place that knows HTTP); `messageKey` picks the sentence shown in the caller's language.
 */
export type AppErrorDetails = {
  retryAfterSeconds?: number;
  params?: Readonly<Record<string, string | number>>;
  /** The request's field the error is about: the message is also given at that field (`fields`), for the form. */
  field?: string;
  /** What the answer adds beside `error`, `message` and `fields` (a level limit's figures). */
  body?: Readonly<Record<string, unknown>>;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, messageKey: MessageKey, details: AppErrorDetails = {}) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.details = details;
  }
}

export const unauthorized = () => new AppError('unauthorized', 'sessionMissing');
export const forbidden = (key: MessageKey = 'actionNotPermitted') => new AppError('forbidden', key);
export const notFound = (key: MessageKey) => new AppError('not_found', key);

/**
 * A payment refused by a rule of §8 (402 bad number, 410/411 limits, 462 unsupported…): answered 422
 * `{statusCode, message}` with the catalogue's message in the caller's language. Nothing is created.
 */
export class PaymentRefused extends Error {
  readonly statusCode: number;
  /** For 462: which of its two messages applies. */
  readonly unsupported: 'operator' | 'country' | undefined;

  constructor(statusCode: number, unsupported?: 'operator' | 'country') {
    super(`payment refused: ${statusCode}`);
    this.name = 'PaymentRefused';
    this.statusCode = statusCode;
    this.unsupported = unsupported;
  }
}

/** An account's payment limits (issue 31; the operators configuration): how many at once, in an hour, payer numbers. */
export type PaymentLimit = 'waiting' | 'hourly' | 'payers';

const LIMIT_MESSAGES = {
  waiting: 'paymentLimitWaiting',
  hourly: 'paymentLimitHourly',
  payers: 'paymentLimitPayers',
} as const satisfies Record<PaymentLimit, MessageKey>;

/** The form field each limit's message is shown at. */
const LIMIT_FIELDS: Readonly<Record<PaymentLimit, string>> = {
  waiting: 'payerPhone',
  hourly: 'amount',
  payers: 'payerPhone',
};

/**
 * A payment refused because its account reached one of its limits: 429 with Retry-After, never stored under the
 * request's Idempotency-Key (the same request goes through once the limit frees up).
 */
export class PaymentLimitReached extends AppError {
  readonly limit: PaymentLimit;

  constructor(limit: PaymentLimit, max: number, retryAfterSeconds: number) {
    super('too_many_requests', LIMIT_MESSAGES[limit], {
      retryAfterSeconds,
      field: LIMIT_FIELDS[limit],
      params: {
        max,
        minutes: Math.ceil(retryAfterSeconds / 60),
        hours: Math.ceil(retryAfterSeconds / 3600),
      },
    });
    this.limit = limit;
  }
}

/** The figures of a level's monthly limit (decision 058), in F CFA. */
export type LevelLimitFigures = {
  level: 1 | 2;
  monthlyMax: number;
  used: number;
  left: number;
  currency: 'XOF';
  resetsAt: number;
};

/**
 * A payment over the monthly limit of the account's level (issue 34): 422 `level_limit_reached`, saying which limit,
 * what is left this month and how to raise it; like an account limit, never stored under the request's
 * Idempotency-Key (the same request goes through once the customer reached level 2).
 */
export class LevelLimitReached extends AppError {
  readonly limit: LevelLimitFigures;

  constructor(limit: LevelLimitFigures, nextMax: number | null) {
    super('level_limit_reached', nextMax === null ? 'levelLimitReachedTop' : 'levelLimitReachedLevel1', {
      field: 'amount',
      params: { level: limit.level, max: limit.monthlyMax, left: limit.left, nextMax: nextMax ?? 0 },
      body: { limit },
    });
    this.limit = limit;
  }
}
