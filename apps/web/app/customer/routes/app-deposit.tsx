import { DepositScreen } from '../features/payments/screens.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-deposit');
export default DepositScreen;
