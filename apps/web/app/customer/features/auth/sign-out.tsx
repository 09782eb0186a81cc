import { useApi } from '@1xpay/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearStoredData, isAppPath } from '../../lib/session.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';

/**
 * §2 /sign-out: where a broken session leads. It ends the session on the server (when there is one), after this
 * device's push subscription (the account's notifications stop here), clears what the browser kept, and returns to
 * the site, or to sign-in when a screen named itself in `?next=` (a 401 on that screen), which then leads back to it.
 */
export function SignOut() {
  const t = useAppText();
  const api = useApi();
  const client = useQueryClient();
  const path = useAppPath();
  // Sent here by a screen whose session ended (`?next=`): sign in again and return to it; otherwise the site.
  const next = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('next');
  const home = isAppPath(next) ? `${path('/app/sign-in')}?next=${encodeURIComponent(next)}` : path('/');
  useEffect(() => {
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      clearStoredData();
      client.clear();
      window.location.replace(home);
    };
    import('../notifications/push.ts')
      .then((push) => push.forgetPushDevice(api))
      .catch(() => undefined)
      .then(() => api.post('/api/auth/logout'))
      .then(leave, leave);
  }, [api, client, home]);
  return (
    // A screen like the others: its <main> and its heading, which says (and announces) what is happening.
    <main className="flex min-h-screen items-center justify-center px-4">
      <h1 className="text-lg font-semibold text-ink-700">
        <span role="status">{t('signOut.progress')}</span>
      </h1>
    </main>
  );
}
