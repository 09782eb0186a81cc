export {
  type DateLocale,
  type DateStyle,
  type DateTimeOptions,
  formatDateTime,
  formatDay,
  formatIsoUtc,
  offsetDiffersFromNow,
  SERVICE_TIME_ZONES,
  startOfDay,
  timeZoneName,
  timeZoneOfCountry,
  utcOffset,
  utcOffsetMinutes,
} from './dates.ts';
export {
  type Decimal,
  divideRounded,
  isDecimal,
  multiply,
  parseDecimal,
  percentOf,
  type Rounding,
} from './decimal.ts';
export {
  DELIVERY_TARGET_MINUTES,
  DELIVERY_WARNING_MINUTES,
  type DeliveryUrgency,
  deliveryUrgency,
  groupPhone,
} from './delivery.ts';
export {
  catalogueCode,
  ERROR_MESSAGES,
  type ErrorCode,
  errorMessage,
  errorMessageIn,
  isErrorCode,
  TRANSACTION_ERROR_MESSAGES,
  UNSUPPORTED_MESSAGES,
} from './error-catalogue.ts';
export {
  type CountryRate,
  computeFee,
  type FeeQuery,
  type FeeRule,
  findFeeRule,
  type Quote,
  quote,
} from './fees.ts';
export {
  TOUCHES_EVERYTHING,
  type Touch,
  touchesOfFees,
  touchesOfGrant,
  touchesOfOperators,
  touchesOfRates,
  uncoveredTouches,
} from './four-eyes.ts';
export {
  ACCOUNTS,
  balances,
  collectedAmount,
  isBalanced,
  LEDGER_EVENT_KINDS,
  type LedgerEntry,
  type LedgerEventKind,
  type LedgerTransaction,
  ledgerEntry,
  mayGoNegative,
  normalSide,
  type Posting,
  withdrawalReceived,
} from './ledger.ts';
export {
  type IdentityLevel,
  identityLevel,
  LEVEL_LIMIT_CURRENCY,
  LEVEL_MONTHLY_DEFAULTS,
  limitMonth,
  maySendIdentityDocuments,
} from './levels.ts';
export { formatMoney, formatMoneyWithCode, minorToDecimalString, rateText, toMinorUnits } from './money.ts';
export {
  isOperatorId,
  methodOf,
  OPERATOR_IDS,
  OPERATORS,
  type OperatorId,
  operatorsOfMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
  takesCardsIn,
} from './operators.ts';
export { type PaymentNotice, paymentNoticeOf } from './payment-notifications.ts';
export {
  type AdminGrant,
  canSeeOperation,
  grantAllows,
  isOperationType,
  OPERATION_TYPES,
  type OperationType,
} from './permissions.ts';
export { formatPhone, phoneText } from './phone-format.ts';
export {
  COUNTRIES,
  type Country,
  findCountryByCode,
  findCountryByPhone,
  ONE_X_PAY_COUNTRY_CODES,
  type OneXPayCountryCode,
} from './reference/countries.ts';
export {
  type CurrencyDetail,
  currencyDetail,
  currencyMinorUnits,
  DEFAULT_CURRENCY,
  isKnownCurrency,
} from './reference/currencies.ts';
export { emojiFlag } from './reference/flags.ts';
export {
  paidAfterEndMessage,
  REFUND_NOTES,
  REFUND_STATUSES,
  type RefundStatus,
  refundNotesOf,
  withRefundNote,
} from './refunds.ts';
export { TARIFF_FEES, TARIFF_LIMITS, TARIFF_PROCESSOR_FEES, type TariffRule } from './tariff.ts';
export {
  cardDigits,
  luhnValid,
  TEST_CARD_REFUSALS,
  TEST_CARDS,
  type TestCard,
  type TestCardOutcome,
  THREE_DS_TEST_CODE,
  testCardOutcome,
} from './test-cards.ts';
export {
  canTransition,
  holdsCollectedMoney,
  isFinalStatus,
  ledgerEventOf,
  STATUS_TRANSITIONS,
  WITHDRAWAL_REFUSALS,
  WITHDRAWAL_TRANSITIONS,
} from './transaction-machine.ts';
export {
  BLOCKED_CODE,
  BLOCKED_LABEL,
  DEFAULT_PENDING_CODE,
  isPendingCode,
  LAUNCHED_CODES,
  normaliseStatusCode,
  OPERATION_FAILED_CODE,
  type OperationRecord,
  PAID_CODES,
  PENDING_LABELS,
  type PendingCode,
  type ResolvedStatus,
  resolveTransactionStatus,
  type StatusKind,
  type StatusRecord,
  SUCCESS_CODE,
  SUCCESS_LABEL_FINISHED,
  SUCCESS_LABEL_IN_PROGRESS,
} from './transaction-status.ts';
export { frenchCatalogue, frenchTypography, NARROW_NBSP, NBSP } from './typography.ts';
export {
  type AuthenticationGroup,
  authenticationGroup,
  COUNTER_OF_KIND,
  canMoveMoney,
  computeUserStats,
  type DerivedUser,
  deriveUser,
  inBlockedGroup,
  type RawUser,
  type TransactionCounters,
  USER_AUTHENTICATION_STATUSES,
  type UserAuthenticationStatus,
  type UserStats,
  type UserTransaction,
} from './users.ts';
