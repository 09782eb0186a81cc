import { SignOut } from '../features/auth/sign-out.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.sign-out');
export default SignOut;
