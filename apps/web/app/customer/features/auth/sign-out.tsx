import { useApi } from '@1xpay/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearStoredData } from '../../lib/session.ts';
import { useAppPath, useAppText } from '../../lib/text.ts';

/**
 * §2 /sign-out: where a missing or broken session leads. It ends the session on the server (when there is one),
 * after this device's push subscription (the account's notifications stop here), clears what the browser kept, and
 * returns to the site.
 */
export function SignOut() {
  const t = useAppText();
  const api = useApi();
  const client = useQueryClient();
  const path = useAppPath();
  const home = path('/');
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
    <div role="status" className="flex min-h-screen items-center justify-center px-4 text-ink-700">
      {t('signOut.progress')}
    </div>
  );
}
