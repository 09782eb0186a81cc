import { CardPage } from '../features/card/card-page.tsx';
import { transactionQuery } from '../features/transactions/api.ts';
import { screenMeta } from '../lib/meta.ts';
import type { ScreenHandle } from '../lib/screen-data.ts';

export const meta = screenMeta('meta.app-card');
/** The card payment it pays: its amount and reference come first. */
export const handle: ScreenHandle = {
  data: (client, api, params) => {
    const reference = params.get('reference') ?? '';
    return reference === '' ? [] : [client.prefetchQuery(transactionQuery(api, reference))];
  },
};
export default CardPage;
