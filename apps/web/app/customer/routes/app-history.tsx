import { HistoryScreen } from '../features/transactions/history.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-history');
export default HistoryScreen;
