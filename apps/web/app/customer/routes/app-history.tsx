import { historyQuery } from '../features/transactions/api.ts';
import { HistoryScreen } from '../features/transactions/history.tsx';
import { screenMeta } from '../lib/meta.ts';
import type { ScreenHandle } from '../lib/screen-data.ts';

export const meta = screenMeta('meta.app-history');
export const handle: ScreenHandle = { data: (client, api) => [client.prefetchQuery(historyQuery(api))] };
export default HistoryScreen;
