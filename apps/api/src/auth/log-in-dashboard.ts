import type { Deps, RequestMeta } from '../common/context.ts';
import { holdsAdminPowers } from '../common/sessions.ts';
import { signIn } from './log-in.ts';

/**
 * Dashboard sign-in: admins outside the blocked group only (a locked agent does not sign back in); anyone else gets
 * the very answer of a wrong password.
 */
export function logInDashboard(
  deps: Deps,
  input: { email: string; password: string; rememberMe?: boolean | undefined },
  meta: RequestMeta,
  replacing: string | undefined,
) {
  return signIn(
    deps,
    {
      loginKey: input.email.trim().toLowerCase(),
      password: input.password,
      rememberMe: input.rememberMe ?? false,
    },
    'dashboard',
    meta,
    replacing,
    holdsAdminPowers,
  );
}
