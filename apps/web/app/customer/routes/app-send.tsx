import { SendScreen } from '../features/payments/screens.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-send');
export default SendScreen;
