import { addressesQuery } from '../features/payments/api.ts';
import { transactionQuery } from '../features/transactions/api.ts';
import { TransactionScreen } from '../features/transactions/transaction.tsx';
import { screenMeta } from '../lib/meta.ts';
import type { ScreenHandle } from '../lib/screen-data.ts';

export const meta = screenMeta('meta.app-transaction');
/** The transaction, and where its operator's customers pay (shown while it waits for the customer). */
export const handle: ScreenHandle = {
  data: (client, api, params) => {
    const reference = params.get('reference') ?? '';
    if (reference === '') return [];
    return [
      client.prefetchQuery(transactionQuery(api, reference)),
      client.prefetchQuery(addressesQuery(api)),
    ];
  },
};
export default TransactionScreen;
