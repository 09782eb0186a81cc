import { HomeScreen } from '../features/home/home.tsx';
import { screenMeta } from '../lib/meta.ts';

export const meta = screenMeta('meta.app-home');
export default HomeScreen;
