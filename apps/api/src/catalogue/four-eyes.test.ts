import type { PendingChange } from '@1xpay/contract';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminGrants, auditLog } from '../db/schema.ts';
import { agent, customer, master, type Signed } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { errorOf } from '../testing/test-client.ts';
import { diffDocuments, sameDocument } from './document-diff.ts';

let t: TestApp;
let boss: Signed;
let second: Signed;
let blockedAgent: Signed;
beforeAll(async () => {
  t = await createTestApp();
  boss = await master(t.deps);
  // An approver must hold, for a day at least, a grant covering what the change touches (decision 046).
  second = await agent(t.deps, { countries: [...EVERY_COUNTRY], allowedOperationsTypes: [...EVERY_TYPE] });
  blockedAgent = await agent(t.deps, undefined, {
    authenticationStatus: 'blocked',
    statusBeforeLock: 'accepted',
  });
  await ageGrant(second);
});

/** The agent's grant as if given a day ago (the sessions stay valid: the clock does not move). */
async function ageGrant(who: Signed) {
  await t.deps.db
    .update(adminGrants)
    .set({ widenedAt: new Date(t.clock.now().getTime() - DAY) })
    .where(eq(adminGrants.adminId, who.user.id));
}
afterAll(() => t.close());

const rule = (percent: string, fixed = 100) =>
  ({ type: 'deposit', country: 'BJ', operator: 'mtn', percent, fixed, currency: 'XOF' }) as const;
const feesAt = (percent: string) => ({ fees: [rule(percent)], processorFees: [] });
const quoteOf = async (amount = '10000') =>
  (await t.as(boss).get('/api/quote', { query: { type: 'deposit', country: 'BJ', operator: 'mtn', amount } }))
    .body;

const DAY = 24 * 3_600_000 + 60_000;
const EVERY_COUNTRY = ['BJ', 'BF', 'CI', 'ML', 'SN', 'TG', 'GA'];
const EVERY_TYPE = ['deposit', 'withdrawal', 'transfer'];

/** Sets the policy; turning it off while on waits for a second admin, who approves it here. */
async function setPolicy(enabled: boolean) {
  const reply = await t.as(boss).post('/admin/fourEyes', { enabled });
  if (reply.status === 202) {
    const change = reply.body as unknown as PendingChange;
    const approved = await t.as(second).post(`/admin/pendingChanges/${change.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    return (await t.as(boss).get('/admin/fourEyes')).body;
  }
  expect(reply.status).toBe(200);
  return reply.body;
}

/** Proposes fees while the policy is on: 202 and the change waiting. */
async function propose(percent: string): Promise<PendingChange> {
  const reply = await t.as(boss).post('/api/fees', feesAt(percent));
  expect(reply.status, reply.text).toBe(202);
  return reply.body as unknown as PendingChange;
}

beforeEach(async () => {
  // Each test a minute later: the lists are newest first.
  t.clock.advance(60_000);
  await setPolicy(false);
  expect((await t.as(boss).post('/api/fees', feesAt('1'))).status).toBe(200);
});

describe('the four-eyes policy', () => {
  it('is off by default, and the master turns it on and off, audited', async () => {
    const fresh = await createTestApp();
    try {
      const freshBoss = await master(fresh.deps);
      expect((await fresh.as(freshBoss).get('/admin/fourEyes')).body).toEqual({
        enabled: false,
        updatedAt: null,
      });
    } finally {
      await fresh.close();
    }
    expect(await setPolicy(true)).toEqual({ enabled: true, updatedAt: t.clock.now().getTime() });
    expect((await t.as(second).get('/admin/fourEyes')).body.enabled).toBe(true);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'settings.fourEyes.save'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: boss.user.id,
      before: { enabled: false },
      after: { enabled: true },
    });
    await setPolicy(false);
    expect((await t.as(boss).get('/admin/fourEyes')).body.enabled).toBe(false);
  });

  it('off: §7 writes apply at once (200), as before', async () => {
    const reply = await t.as(boss).post('/api/fees', feesAt('2'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(feesAt('2'));
    expect((await quoteOf()).fees).toBe(300);
  });
});

describe('with four-eyes on', () => {
  it('a fee change waits with its diff, the quote unchanged, until a second admin approves it', async () => {
    expect((await quoteOf()).fees).toBe(200);
    await setPolicy(true);
    const change = await propose('2.5');
    expect(change).toMatchObject({
      kind: 'fees',
      state: 'pending',
      stale: false,
      proposedBy: boss.user.id,
      proposed: feesAt('2.5'),
      basedOn: feesAt('1'),
      diff: [{ path: 'fees.0.percent', before: '1', after: '2.5' }],
      decidedBy: null,
    });
    expect((await t.as(boss).get('/api/fees')).body).toEqual(feesAt('1'));
    expect((await quoteOf()).fees).toBe(200);

    const listed = await t.as(second).get('/admin/pendingChanges');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map(({ id }) => id)).toContain(change.id);

    const approved = await t.as(second).post(`/admin/pendingChanges/${change.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'approved', decidedBy: second.user.id, stale: false });
    expect((await t.as(boss).get('/api/fees')).body).toEqual(feesAt('2.5'));
    expect((await quoteOf()).fees).toBe(350);
    expect((await t.as(second).get('/admin/pendingChanges')).body.data.map(({ id }) => id)).not.toContain(
      change.id,
    );
    const actions = await t.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(actions).toEqual([
      { action: 'settings.fees.approve', actorId: second.user.id },
      { action: 'settings.fees.save', actorId: second.user.id },
      { action: 'settings.fees.propose', actorId: boss.user.id },
    ]);
  });

  it('rates and operators wait too; addresses, pubs and forecasts apply at once', async () => {
    await setPolicy(true);
    const rates = await t
      .as(boss)
      .post('/api/rates', { countries: [{ countryCode: 'GH', currency: 'GHS', rate: '0.0195' }] });
    expect(rates.status).toBe(202);
    expect((await t.visitor.get('/api/countriesRates')).body).toEqual({ countries: [] });
    const operators = await t.as(boss).post('/api/operators', {
      countries: [
        { country: 'BJ', currency: 'XOF', operators: [{ id: 'mtn', minAmount: 100, maxAmount: 5000 }] },
      ],
    });
    expect(operators.status).toBe(202);
    expect((operators.body as unknown as PendingChange).kind).toBe('operators');
    const pronostics = await t.as(boss).post('/api/pronostics', []);
    expect(pronostics.status).toBe(200);
    const addresses = await t.as(boss).post('/api/addresses', []);
    expect(addresses.status).toBe(200);
  });

  it('the proposer never approves their own change (403), but may withdraw it', async () => {
    await setPolicy(true);
    const change = await propose('3');
    const own = await t.as(boss).post(`/admin/pendingChanges/${change.id}/approve`);
    expect(own.status).toBe(403);
    expect(errorOf(own).message).toBe(
      'Vous ne pouvez pas approuver votre propre modification : un autre administrateur doit le faire.',
    );
    const english = await t.as(boss).post(`/admin/pendingChanges/${change.id}/approve`, undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(errorOf(english).message).toBe('You cannot approve your own change: another admin must do it.');
    expect((await quoteOf()).fees).toBe(200);
    const withdrawn = await t
      .as(boss)
      .post(`/admin/pendingChanges/${change.id}/reject`, { reason: 'Erreur de saisie' });
    expect(withdrawn.body.data).toMatchObject({ state: 'rejected', reason: 'Erreur de saisie' });
  });

  it('a blocked agent neither sees nor decides', async () => {
    await setPolicy(true);
    const change = await propose('4');
    expect((await t.as(blockedAgent).get('/admin/pendingChanges')).status).toBe(403);
    expect((await t.as(blockedAgent).post(`/admin/pendingChanges/${change.id}/approve`)).status).toBe(403);
    expect((await t.as(second).get('/api/fees')).body).toEqual(feesAt('1'));
  });

  it('a rejection keeps the live document, with its reason; a decided change is not decided again (409)', async () => {
    await setPolicy(true);
    const change = await propose('5');
    const missingReason = await t
      .as(second)
      .post(`/admin/pendingChanges/${change.id}/reject`, { reason: ' ' });
    expect(missingReason.status).toBe(400);
    const rejected = await t
      .as(second)
      .post(`/admin/pendingChanges/${change.id}/reject`, { reason: 'Trop cher pour les clients' });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', decidedBy: second.user.id });
    expect(
      (await t.as(second).get('/admin/pendingChanges', { query: { state: 'rejected' } })).body.data[0],
    ).toMatchObject({ id: change.id, reason: 'Trop cher pour les clients' });
    const again = await t.as(second).post(`/admin/pendingChanges/${change.id}/approve`);
    expect(again.status).toBe(409);
    expect((await quoteOf()).fees).toBe(200);
  });

  it('a newer proposal supersedes the waiting one', async () => {
    await setPolicy(true);
    const first = await propose('6');
    const latest = await propose('7');
    const superseded = await t.as(second).post(`/admin/pendingChanges/${first.id}/approve`);
    expect(superseded.status).toBe(409);
    expect(errorOf(superseded).error).toBe('conflict');
    const pending = (await t.as(second).get('/admin/pendingChanges')).body.data.filter(
      ({ kind }) => kind === 'fees',
    );
    expect(pending.map(({ id }) => id)).toEqual([latest.id]);
    await t.as(second).post(`/admin/pendingChanges/${latest.id}/reject`, { reason: 'Non' });
  });

  it('an approval never overwrites a document changed since the proposal (409)', async () => {
    await setPolicy(true);
    const change = await propose('8');
    // The policy turned off, the master saves directly: the live document is no longer the proposal's base.
    await setPolicy(false);
    expect((await t.as(boss).post('/api/fees', feesAt('9'))).status).toBe(200);
    const listed = (await t.as(second).get('/admin/pendingChanges')).body.data.find(
      ({ id }) => id === change.id,
    );
    expect(listed?.stale).toBe(true);
    const stale = await t.as(second).post(`/admin/pendingChanges/${change.id}/approve`);
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toMatch(/a changé depuis cette proposition/);
    expect((await t.as(boss).get('/api/fees')).body).toEqual(feesAt('9'));
    await t.as(second).post(`/admin/pendingChanges/${change.id}/reject`, { reason: 'Dépassée' });
  });

  it('an unknown change is 404, a malformed id 400', async () => {
    const unknown = await t
      .as(second)
      .post('/admin/pendingChanges/00000000-0000-4000-8000-000000000001/approve');
    expect(unknown.status).toBe(404);
    expect((await t.as(second).post('/admin/pendingChanges/pas-un-id/approve')).status).toBe(400);
  });
});

describe('four-eyes cannot be passed by the master alone (decision 046)', () => {
  const approve = (who: Signed, change: PendingChange) =>
    t.as(who).post(`/admin/pendingChanges/${change.id}/approve`);

  it('turning the policy off while on waits for a second admin', async () => {
    await setPolicy(true);
    const off = await t.as(boss).post('/admin/fourEyes', { enabled: false });
    expect(off.status, off.text).toBe(202);
    const change = off.body as unknown as PendingChange;
    expect(change).toMatchObject({
      kind: 'fourEyes',
      subject: null,
      proposed: { enabled: false },
      basedOn: { enabled: true },
    });
    expect((await t.as(boss).get('/admin/fourEyes')).body.enabled).toBe(true);
    expect((await t.as(boss).post('/api/fees', feesAt('2'))).status).toBe(202);
    expect((await approve(boss, change)).status).toBe(403);
    expect((await approve(second, change)).status).toBe(200);
    expect((await t.as(boss).get('/admin/fourEyes')).body.enabled).toBe(false);
    const actions = await t.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(actions).toEqual([
      { action: 'settings.fourEyes.approve', actorId: second.user.id },
      { action: 'settings.fourEyes.save', actorId: second.user.id },
    ]);
  });

  it('a fresh agent granted only Gabon’s withdrawals approves no global fee change, nor anything for a day', async () => {
    await setPolicy(true);
    const fresh = await agent(t.deps, { countries: ['GA'], allowedOperationsTypes: ['withdrawal'] });
    const gabonRule = { ...rule('1'), type: 'withdrawal', country: 'GA', operator: '*' } as const;
    const gabon = await t.as(boss).post('/api/fees', { fees: [rule('1'), gabonRule], processorFees: [] });
    expect(gabon.status).toBe(202);
    const tooRecent = await approve(fresh, gabon.body as unknown as PendingChange);
    expect(tooRecent.status).toBe(403);
    expect(errorOf(tooRecent).message).toBe(
      'Vos droits d’administration ont moins de 24\u202fh (ou viennent d’être étendus)\u202f: un administrateur aux droits plus anciens doit approuver cette modification.',
    );
    await ageGrant(fresh);
    // A day on, the change it covers (Gabon, withdrawals) it approves.
    expect((await approve(fresh, gabon.body as unknown as PendingChange)).status).toBe(200);

    const global = await t.as(boss).post('/api/fees', {
      fees: [rule('1'), gabonRule, { ...rule('3'), country: '*', operator: '*', type: 'withdrawal' }],
      processorFees: [],
    });
    const tooNarrow = await approve(fresh, global.body as unknown as PendingChange);
    expect(tooNarrow.status).toBe(403);
    expect(errorOf(tooNarrow).message).toMatch(
      /^Vos droits ne couvrent pas tout ce que touche cette modification/,
    );
    expect((await t.as(boss).get('/api/fees')).body.fees).toHaveLength(2);
    const off = await t.as(boss).post('/admin/fourEyes', { enabled: false });
    expect((await approve(fresh, off.body as unknown as PendingChange)).status).toBe(403);
    expect((await approve(second, global.body as unknown as PendingChange)).status).toBe(200);
    expect((await t.as(boss).get('/api/fees')).body.fees).toHaveLength(3);
    await t.as(boss).post(`/admin/pendingChanges/${(off.body as unknown as PendingChange).id}/reject`, {
      reason: 'Test',
    });
  });

  it('with four-eyes on, an admin’s rights change waits for an approver whose grant covers it', async () => {
    await setPolicy(true);
    const someone = await customer(t.deps);
    const add = await t.as(boss).post('/admin/addAdmin', {
      adminId: someone.user.id,
      countries: ['GA', 'TG'],
      allowedOperationsTypes: ['withdrawal'],
    });
    expect(add.status, add.text).toBe(202);
    // The dashboard adds, then takes away: the second call builds on the change waiting, and supersedes it.
    const narrowed = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: someone.user.id,
      countries: ['TG'],
      allowedOperationsTypes: [],
    });
    expect(narrowed.status, narrowed.text).toBe(202);
    const change = narrowed.body as unknown as PendingChange;
    expect(change).toMatchObject({
      kind: 'adminRights',
      subject: someone.user.id,
      subjectName: `${someone.user.firstName} ${someone.user.lastName}`,
      basedOn: { isAdmin: false, countries: [], allowedOperationsTypes: [] },
      proposed: { isAdmin: true, countries: ['GA'], allowedOperationsTypes: ['withdrawal'] },
    });
    const grants = async () => (await t.as(boss).get('/admin/grants')).body.data;
    expect((await grants()).map(({ adminId }) => adminId)).not.toContain(someone.user.id);
    const benin = await agent(t.deps, { countries: ['BJ'], allowedOperationsTypes: ['deposit'] });
    await ageGrant(benin);
    expect((await approve(benin, change)).status).toBe(403);
    expect((await approve(second, change)).status).toBe(200);
    expect((await grants()).find(({ adminId }) => adminId === someone.user.id)).toMatchObject({
      countries: ['GA'],
      allowedOperationsTypes: ['withdrawal'],
    });
    // Taking them away waits too; approved, the account is no longer an admin.
    const revoke = await t.as(boss).post('/admin/revokeAdmin', {
      adminId: someone.user.id,
      countries: ['GA'],
      allowedOperationsTypes: [],
    });
    expect(revoke.status).toBe(202);
    expect((await grants()).map(({ adminId }) => adminId)).toContain(someone.user.id);
    expect((await approve(second, revoke.body as unknown as PendingChange)).status).toBe(200);
    expect((await grants()).map(({ adminId }) => adminId)).not.toContain(someone.user.id);
  });
});

describe('document diff', () => {
  it('names each changed leaf, added and removed items, and ignores key order', () => {
    expect(
      diffDocuments(
        { fees: [rule('1')], processorFees: [] },
        { processorFees: [rule('0.5', 0)], fees: [{ ...rule('1'), fixed: 150 }] },
      ),
    ).toEqual([
      { path: 'fees.0.fixed', before: 100, after: 150 },
      ...Object.entries(rule('0.5', 0)).map(([key, value]) => ({
        path: `processorFees.0.${key}`,
        after: value,
      })),
    ]);
    expect(diffDocuments({ countries: [1, 2] }, { countries: [1] })).toEqual([
      { path: 'countries.1', before: 2 },
    ]);
    expect(sameDocument({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameDocument({ a: 1 }, { a: 2 })).toBe(false);
  });
});
