import { useApi } from '@1xpay/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredAdmin } from '../../lib/session.ts';
import { useText } from '../../lib/text.ts';

/**
 * §4 sign-out: the session ends on the server (its cookie with it), the data kept in the browser and the cache are
 * cleared, and the sign-in form comes back. Reached by the menu, and by any 401 (§8).
 */
export function SignOut() {
  const t = useText();
  const api = useApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    clearStoredAdmin();
    client.clear();
    // Without a session the server answers 401: the outcome is the same, signed out.
    void api
      .post('/api/auth/logout')
      .catch(() => undefined)
      .then(() => {
        if (current) navigate('/sign-in', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [api, client, navigate]);
  return (
    <p role="status" className="py-20 text-center text-ink-600">
      {t('signOut.title')}
    </p>
  );
}
