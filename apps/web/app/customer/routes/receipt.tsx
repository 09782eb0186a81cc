import { ReceiptCheck } from '../features/receipts/receipt-check.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.receipt');
export default ReceiptCheck;
