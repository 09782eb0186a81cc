import { SignUp } from '../features/auth/sign-up.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-sign-up');
export default SignUp;
