/**
 * FedaPay's objects as its own sources show them: the shapes its official SDKs' tests expect back from the API
 * (fedapay-node `test/TransactionTest.ts` and `test/PayoutTest.ts`, fedapay-php `tests/`), its API reference's
 * examples (docs.fedapay.com, "Start payout", "Send payment to user") and the webhook body its dashboard delivers
 * (`{name, object, entity}`: no event id). The fake FedaPay server answers with these shapes, so that the adapter is
 * tested against what FedaPay sends rather than against what the adapter expects. Field values are examples; the
 * fake overwrites the ones that matter.
 */

/** `{"v1/transaction": …}` of a create or a retrieve. */
export const TRANSACTION = {
  klass: 'v1/transaction',
  id: 1,
  transaction_key: '0KJAU01',
  reference: '109329828',
  amount: 100,
  description: 'Description',
  callback_url: 'http://e-shop.com',
  status: 'pending',
  customer_id: 1,
  currency_id: 1,
  mode: null as string | null,
  operation: 'payment',
  metadata: {},
  commission: '0.018',
  fees: 0,
  fixed_commission: 0,
  amount_transferred: null as number | null,
  amount_debited: null as number | null,
  created_at: '2018-03-12T09:09:03.969Z',
  updated_at: '2018-03-12T09:09:03.969Z',
  approved_at: null as string | null,
  canceled_at: null as string | null,
  declined_at: null as string | null,
  refunded_at: null as string | null,
  transferred_at: null as string | null,
  deleted_at: null as string | null,
  last_error_code: null as string | null,
  custom_metadata: null as Record<string, unknown> | null,
  merchant_reference: null as string | null,
  receipt_url: null as string | null,
  payment_method_id: null as number | null,
  sub_accounts_commissions: null,
  account_id: 1,
  balance_id: 1,
};

/** `POST /v1/transactions/{id}/token`. */
export const TOKEN = { token: 'PAYEMENT_TOKEN', url: 'https://process.fedapay.com/PAYEMENT_TOKEN' };

/** `POST /v1/{mode}` ("send now"). */
export const SENT_NOW = { message: 'success' };

/** `{"v1/payout": …}` of a create or a retrieve; the list of a start is `{"v1/payouts": [ … ]}`. */
export const PAYOUT = {
  klass: 'v1/payout',
  id: 17,
  reference: '1540402065678',
  amount: 5000,
  status: 'pending',
  customer_id: null as number | null,
  currency_id: 1,
  mode: 'mtn',
  last_error_code: null as string | null,
  last_error_message: null as string | null,
  created_at: '2018-10-24T17:27:45.677Z',
  updated_at: '2018-10-24T17:27:45.677Z',
  scheduled_at: null as string | null,
  started_at: null as string | null,
  sent_at: null as string | null,
  failed_at: null as string | null,
  deleted_at: null as string | null,
  custom_metadata: null as Record<string, unknown> | null,
  merchant_reference: null as string | null,
};

/** The list answer's `meta` (its SDKs read `{"v1/transactions": […], "meta": {…}}`). */
export const LIST_META = {
  current_page: 1,
  next_page: null,
  prev_page: null,
  per_page: 25,
  total_pages: 1,
  total_count: 0,
};

/** An error answer: FedaPay's `{message, errors?}`. */
export const ERROR = { message: 'Validation failed', errors: {} as Record<string, string[]> };

/**
 * The modes "send now" accepts: those FedaPay's documentation lists for payments without redirection, and those
 * fedapay-node's `AVAILABLE_MOBILE_MONEY` names. Any other path segment is a 404.
 */
export const SEND_NOW_MODES = [
  'mtn',
  'moov',
  'mtn_ci',
  'moov_tg',
  'mtn_open',
  'airtel_ne',
  'free_sn',
  'togocel',
  'mtn_ecw',
  'mtn_open_ci',
  'wave_direct_ci',
  'sbin',
  'mtn_open_gn',
] as const;

/** The country of each mode whose country its sources say (a number of another country is refused). */
export const MODE_COUNTRY: Readonly<Partial<Record<(typeof SEND_NOW_MODES)[number], string>>> = {
  mtn: 'BJ',
  moov: 'BJ',
  mtn_open: 'BJ',
  sbin: 'BJ',
  mtn_ci: 'CI',
  mtn_open_ci: 'CI',
  wave_direct_ci: 'CI',
  moov_tg: 'TG',
  togocel: 'TG',
  airtel_ne: 'NE',
  free_sn: 'SN',
  mtn_open_gn: 'GN',
};
