import { TOTP, URI } from 'otpauth';
import { expect } from 'vitest';
import { type Signed, TEST_PASSWORD } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** The authenticator of an enrolment, read from the otpauth:// URI the API answered (as an app scans it). */
export function authenticatorOf(otpauthUri: string): TOTP {
  const parsed = URI.parse(otpauthUri);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URI: ${otpauthUri}`);
  return parsed;
}

/** The code the authenticator shows at the test clock's time, `offsetSeconds` later (or earlier). */
export function codeAt(t: TestApp, authenticator: TOTP, offsetSeconds = 0): string {
  return authenticator.generate({ timestamp: t.clock.now().getTime() + offsetSeconds * 1000 });
}

/** Turns two-factor on for `admin` through the API; answers the authenticator and the recovery codes. */
export async function enrolTotp(t: TestApp, admin: Signed) {
  const started = await t.as(admin).post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD });
  expect(started.status).toBe(200);
  const authenticator = authenticatorOf(started.body.otpauthUri);
  const confirmed = await t.as(admin).post('/api/dashboard/totp/confirm', { code: codeAt(t, authenticator) });
  expect(confirmed.status).toBe(200);
  return { authenticator, secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}
