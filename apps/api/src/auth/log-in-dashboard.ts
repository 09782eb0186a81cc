import type { DashboardLoginBody } from '@1xpay/contract';
import type { Deps, RequestMeta } from '../common/context.ts';
import { holdsAdminPowers } from '../common/sessions.ts';
import { AppError } from '../errors.ts';
import { signIn } from './log-in.ts';
import { forgetLoginAttempt } from './login-throttle.ts';
import { hasTotp, spendSecondFactor } from './totp.ts';

/**
 * Dashboard sign-in: admins outside the blocked group only (a locked agent does not sign back in); anyone else gets
 * the very answer of a wrong password. An admin with two-factor on also gives `otp` (a code of the authenticator or
 * a recovery code), checked only once the password is right: without it the answer is 401 `otp_required` (and the
 * attempt is not a failure: the password was right), with a wrong or replayed one 401 `otp_invalid` (the attempt
 * stays a failure, under the password's throttle).
 */
export function logInDashboard(
  deps: Deps,
  input: DashboardLoginBody,
  meta: RequestMeta,
  replacing: string | undefined,
) {
  const now = deps.clock();
  return signIn(
    deps,
    {
      loginKey: input.email.trim().toLowerCase(),
      password: input.password,
      // A dashboard session is never remembered (decision 047): 60 minutes, sliding; `rememberMe` is ignored.
      rememberMe: false,
    },
    'dashboard',
    meta,
    replacing,
    holdsAdminPowers,
    async (tx, user, attemptId) => {
      if (!(await hasTotp(tx, user.id))) return undefined;
      if (input.otp === undefined) {
        await forgetLoginAttempt(tx, attemptId);
        return new AppError('otp_required', 'otpRequired');
      }
      const spent = await spendSecondFactor(tx, deps.config.totpEncryptionKey, user.id, input.otp, now);
      return spent === undefined ? new AppError('otp_invalid', 'otpInvalid') : undefined;
    },
  );
}
