import { SignIn } from '../features/auth/sign-in.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-sign-in');
export default SignIn;
