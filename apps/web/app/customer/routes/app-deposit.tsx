import { operatorsQuery } from '../features/payments/api.ts';
import { DepositScreen } from '../features/payments/screens.tsx';
import { screenMeta } from '../lib/meta.ts';
import type { ScreenHandle } from '../lib/screen-data.ts';

export const meta = screenMeta('meta.app-deposit');
export const handle: ScreenHandle = { data: (client, api) => [client.prefetchQuery(operatorsQuery(api))] };
export default DepositScreen;
