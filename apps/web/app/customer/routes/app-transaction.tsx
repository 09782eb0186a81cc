import { TransactionScreen } from '../features/transactions/transaction.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-transaction');
export default TransactionScreen;
