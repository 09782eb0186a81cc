import { ProfileScreen } from '../features/profile/profile.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-profile');
export default ProfileScreen;
