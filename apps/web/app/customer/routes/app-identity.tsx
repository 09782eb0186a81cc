import { IdentityScreen } from '../features/identity/identity.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-identity');
export default IdentityScreen;
