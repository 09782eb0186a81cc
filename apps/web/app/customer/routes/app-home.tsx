import { pronosticsQuery, pubsQuery } from '../features/home/api.ts';
import { HomeScreen } from '../features/home/home.tsx';
import { historyQuery } from '../features/transactions/api.ts';
import { screenMeta } from '../lib/meta.ts';
import type { ScreenHandle } from '../lib/screen-data.ts';

export const meta = screenMeta('meta.app-home');
export const handle: ScreenHandle = {
  data: (client, api) => [
    client.prefetchQuery(historyQuery(api)),
    client.prefetchQuery(pubsQuery(api)),
    client.prefetchQuery(pronosticsQuery(api)),
  ],
};
export default HomeScreen;
