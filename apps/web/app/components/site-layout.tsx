import { Outlet } from 'react-router';
import { SiteShell } from './site-shell.tsx';

/** The marketing pages' frame: header, footer, registration overlay. */
export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
