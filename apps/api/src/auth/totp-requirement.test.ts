import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_ONLY } from '../testing/expected-errors.ts';
import { agent, customer, master, type Signed, TEST_PASSWORD } from '../testing/fixtures.ts';
import { latestAudit } from '../testing/records.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';
import { authenticatorOf, codeAt, enrolTotp } from '../testing/totp.ts';

// A database of its own: the requirement applies to every admin of it.
let t: TestApp;
let boss: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
});
afterAll(() => t.close());

const ENROLMENT_REQUIRED = {
  error: 'totp_enrolment_required',
  message: 'La double authentification est exigée : activez-la (écran Sécurité) avant toute autre action.',
};

describe('the master requires two-factor sign-in of every admin', () => {
  it('is the master’s call only, stored and audited; an admin without it can then only enrol', async () => {
    const enrolled = await agent(t.deps);
    const enrolledAuthenticator = (await enrolTotp(t, enrolled)).authenticator;
    const newcomer = await agent(t.deps);

    const refused = await t.as(enrolled).post('/api/dashboard/totp/requirement', { required: true });
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toStrictEqual(MASTER_ONLY);

    const on = await t.as(boss, { remoteAddress: '203.0.113.4' }).post('/api/dashboard/totp/requirement', {
      required: true,
    });
    expect(on.status).toBe(200);
    expect(on.body).toStrictEqual({ required: true });

    // The newcomer's session: enrolment only.
    const users = await t.as(newcomer).get('/api/users');
    expect(users.status).toBe(403);
    expect(errorOf(users)).toStrictEqual(ENROLMENT_REQUIRED);
    expect((await t.as(newcomer).get('/api/me')).status).toBe(200);
    expect((await t.as(newcomer).get('/api/dashboard/totp')).body).toStrictEqual({
      enabled: false,
      required: true,
      enrolmentRequired: true,
      recoveryCodesLeft: 0,
    });
    // A new session (password only) is the same: it opens, for enrolment only.
    const signedIn = await t.visitor.post('/api/dashboard/login', {
      email: newcomer.user.email,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect(errorOf(await t.as(signedIn.body.apiKey).get('/admin/users/stats'))).toStrictEqual(
      ENROLMENT_REQUIRED,
    );
    // Enrolled, everything opens again.
    const started = await t.as(newcomer).post('/api/dashboard/totp/enrolment', { password: TEST_PASSWORD });
    const confirmed = await t.as(newcomer).post('/api/dashboard/totp/confirm', {
      code: codeAt(t, authenticatorOf(started.body.otpauthUri)),
    });
    expect(confirmed.status).toBe(200);
    expect((await t.as(newcomer).get('/api/users')).status).toBe(200);

    // An enrolled admin goes on, and may not turn it off while it is required.
    expect((await t.as(enrolled).get('/api/users')).status).toBe(200);
    t.clock.advance(30_000);
    const off = await t.as(enrolled).post('/api/dashboard/totp/disable', {
      password: TEST_PASSWORD,
      code: codeAt(t, enrolledAuthenticator),
    });
    expect(off.status).toBe(403);
    expect(errorOf(off).message).toBe(
      'L’administrateur principal exige la double authentification : elle ne peut pas être désactivée.',
    );

    // The master too: until enrolled, not even the requirement can be changed.
    expect(errorOf(await t.as(boss).get('/api/users'))).toStrictEqual(ENROLMENT_REQUIRED);
    const stillOn = await t.as(boss).post('/api/dashboard/totp/requirement', { required: false });
    expect(errorOf(stillOn)).toStrictEqual(ENROLMENT_REQUIRED);
    await enrolTotp(t, boss);
    expect(await latestAudit(t, boss)).toMatchObject({ actorId: boss.user.id, action: 'totp.enable' });

    const offAgain = await t.as(boss).post('/api/dashboard/totp/requirement', { required: false });
    expect(offAgain.body).toStrictEqual({ required: false });
    expect(await latestAudit(t, boss)).toMatchObject({
      actorId: boss.user.id,
      action: 'settings.dashboardTotpRequired.save',
      target: 'settings:dashboardTotpRequired',
      before: { required: true },
      after: { required: false },
    });
    const third = await agent(t.deps);
    expect((await t.as(third).get('/api/users')).status).toBe(200);
  });

  it('records who required it, from where, in the audit log', async () => {
    await t
      .as(boss, { remoteAddress: '203.0.113.5' })
      .post('/api/dashboard/totp/requirement', { required: false });
    expect(await latestAudit(t, boss)).toMatchObject({
      actorId: boss.user.id,
      action: 'settings.dashboardTotpRequired.save',
      before: { required: false },
      after: { required: false },
      ip: '203.0.113.5',
    });
  });

  it('leaves customer sessions alone', async () => {
    await t.as(boss).post('/api/dashboard/totp/requirement', { required: true });
    const someone = await customer(t.deps);
    // Their (empty) history answers as always, not totp_enrolment_required.
    const history = await t.as(someone).get('/history', { headers: { 'user-uuid': someone.user.id } });
    expect(history.status).toBe(404);
    expect(errorOf(history).error).toBe('not_found');
  });
});
