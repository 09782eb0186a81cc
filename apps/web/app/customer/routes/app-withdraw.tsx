import { operatorsQuery } from '../features/payments/api.ts';
import { WithdrawScreen } from '../features/payments/screens.tsx';
import { screenMeta } from '../lib/meta.ts';
import type { ScreenHandle } from '../lib/screen-data.ts';

export const meta = screenMeta('meta.app-withdraw');
export const handle: ScreenHandle = { data: (client, api) => [client.prefetchQuery(operatorsQuery(api))] };
export default WithdrawScreen;
