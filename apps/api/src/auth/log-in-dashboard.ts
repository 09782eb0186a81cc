import type { Deps, RequestMeta } from '../common/context.ts';
import { signIn } from './log-in.ts';

/** Dashboard sign-in: admins only; a non-admin gets the very answer of a wrong password. */
export function logInDashboard(
  deps: Deps,
  input: { email: string; password: string },
  meta: RequestMeta,
  replacing: string | undefined,
) {
  return signIn(
    deps,
    { loginKey: input.email.trim().toLowerCase(), password: input.password, rememberMe: false },
    'dashboard',
    meta,
    replacing,
    (user) => user.isAdmin,
  );
}
