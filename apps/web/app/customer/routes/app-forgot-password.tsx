import { ForgotPassword } from '../features/auth/forgot-password.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-forgot-password');
export default ForgotPassword;
