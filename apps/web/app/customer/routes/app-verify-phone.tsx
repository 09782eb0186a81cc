import { VerifyPhoneScreen } from '../features/auth/verify-phone.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-verify-phone');
export default VerifyPhoneScreen;
